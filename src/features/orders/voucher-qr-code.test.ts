import { describe, expect, it } from 'vitest'
import { encode } from 'uqr'
import { qrMatrixPath, voucherPayload, voucherQrCode } from './voucher-qr-code'

/** Paints a path made of `M<x> <y>h<run>v1h-<run>z` runs back onto a matrix. */
function paint(path: string, size: number): boolean[][] {
  const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let column = Number(x); column < Number(x) + Number(run); column += 1) matrix[Number(y)]![column] = true
  }
  return matrix
}

describe('qrMatrixPath', () => {
  it('joins neighbouring dark modules of a row into one run', () => {
    expect(
      qrMatrixPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z')
  })

  it('draws nothing for an all-light matrix', () => {
    expect(qrMatrixPath([[false, false], [false, false]])).toBe('')
  })

  it('draws exactly the modules of a real QR code', () => {
    const { data, size } = encode(voucherPayload('RH-7KQ2-M9XA', 'k1flte6p4qzms0p'), { ecc: 'M', border: 4 })
    expect(paint(qrMatrixPath(data), size)).toEqual(data)
  })
})

describe('voucherQrCode', () => {
  it('encodes RIHLA|code|booking with a quiet zone and a finder pattern in the corner', () => {
    expect(voucherPayload('RH-7KQ2-M9XA', 'k1flte6p4qzms0p')).toBe('RIHLA|RH-7KQ2-M9XA|k1flte6p4qzms0p')
    const { path, size } = voucherQrCode('RH-7KQ2-M9XA', 'k1flte6p4qzms0p')
    expect(size).toBeGreaterThanOrEqual(21 + 8)
    // The top-left finder pattern starts after the 4-module quiet zone with a run of seven.
    expect(path.startsWith('M4 4h7v1h-7z')).toBe(true)
  })
})
