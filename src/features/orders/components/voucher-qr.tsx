import { useMemo } from 'react'
import { voucherQrCode } from '../voucher-qr-code'

type VoucherQrProps = { voucherCode: string; bookingId: string; label: string; caption: string }

/**
 * The voucher shown at the meeting point: a QR code drawn from React elements (no injected
 * markup, so the content security policy stays strict) with the code in large type below it.
 */
export function VoucherQr({ voucherCode, bookingId, label, caption }: VoucherQrProps) {
  const { path, size } = useMemo(() => voucherQrCode(voucherCode, bookingId), [voucherCode, bookingId])
  return (
    <figure className="voucher" data-testid="voucher">
      <svg className="voucher__qr" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" focusable="false">
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <figcaption className="voucher__caption">
        <span className="voucher__label">{caption}</span>
        <bdi className="voucher__code" data-testid="voucher-code">
          {voucherCode}
        </bdi>
      </figcaption>
    </figure>
  )
}
