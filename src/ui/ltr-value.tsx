import type { ReactNode } from 'react'
import './ltr-value.css'

type LtrValueProps = { children: ReactNode; className?: string; 'data-testid'?: string }

/**
 * A left-to-right value inside a sentence of either language: an e-mail address, an order or
 * invoice number, a code, a phone number, a URL. Isolated (a full stop after it stays outside it)
 * and kept on one line while it fits (decision 054).
 */
export function LtrValue({ children, className, ...rest }: LtrValueProps) {
  return (
    <bdi dir="ltr" className={className ? `ltr-value ${className}` : 'ltr-value'} {...rest}>
      {children}
    </bdi>
  )
}
