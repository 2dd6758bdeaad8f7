import { encode } from 'uqr'

/** What the meeting point's scanner reads: the voucher code and the booking it belongs to. */
export const voucherPayload = (voucherCode: string, bookingId: string): string => `RIHLA|${voucherCode}|${bookingId}`

/**
 * An SVG path drawing every dark module of a QR matrix as 1×1 squares, neighbours on a row
 * joined into one run: `M<x> <y>h<run>v1h-<run>z`. Drawn in a viewBox of the matrix's size.
 */
export function qrMatrixPath(matrix: boolean[][]): string {
  const parts: string[] = []
  matrix.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x += 1
        continue
      }
      const start = x
      while (x < row.length && row[x]) x += 1
      const run = x - start
      parts.push(`M${start} ${y}h${run}v1h-${run}z`)
    }
  })
  return parts.join('')
}

/** The voucher's QR code as a path and the side of its square viewBox (quiet zone included). */
export function voucherQrCode(voucherCode: string, bookingId: string): { path: string; size: number } {
  // Medium error correction survives a scratched phone screen; a 4-module quiet zone as the standard asks.
  const { data, size } = encode(voucherPayload(voucherCode, bookingId), { ecc: 'M', border: 4 })
  return { path: qrMatrixPath(data), size }
}
