import { useMemo } from 'react'
import { encode } from 'uqr'
import { qrMatrixPath } from '../voucher-qr-code'

/**
 * The QR code ZATCA requires on a simplified tax invoice: its TLV payload (base64) as given by the
 * server, drawn as the voucher's is. The payload is also in `data-payload`, for checking.
 */
export function InvoiceQr({ payload, label }: { payload: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { data, size } = encode(payload, { ecc: 'M', border: 4 })
    return { path: qrMatrixPath(data), size }
  }, [payload])
  return (
    <svg className="invoice__qr" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" focusable="false" data-testid="invoice-qr" data-payload={payload}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
