import { useLingui } from '@lingui/react/macro'
import { formatDate } from '../../../lib/format'
import type { Locale } from '../../../lib/locale'
import { LtrValue } from '../../../ui/ltr-value'

type OrderReferencesProps = { number: string; purchaseId: string; created: string; invoiceNumber: string; locale: Locale }

/** An order's identifiers as rows of a description list: what support asks a traveller for. */
export function OrderReferences({ number, purchaseId, created, invoiceNumber, locale }: OrderReferencesProps) {
  const { t } = useLingui()
  return (
    <>
      <div>
        <dt>{t`Order ID`}</dt>
        <dd>
          <LtrValue>{number}</LtrValue>
        </dd>
      </div>
      <div>
        <dt>{t`Purchase ID`}</dt>
        <dd>
          <LtrValue>{purchaseId}</LtrValue>
        </dd>
      </div>
      <div>
        <dt>{t`Purchase date`}</dt>
        <dd>{formatDate(created, locale)}</dd>
      </div>
      {/* An unpaid order has no invoice yet (issue 34: a pay-later order showed one). */}
      {invoiceNumber ? (
        <div>
          <dt>{t`Invoice number`}</dt>
          <dd>
            <LtrValue>{invoiceNumber}</LtrValue>
          </dd>
        </div>
      ) : null}
    </>
  )
}
