import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link } from 'react-aria-components'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { formatClock, formatDate, formatMoney } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { outcomePath } from '../../../lib/order-paths'
import { isClientResponseError } from '../../../lib/pocketbase'
import { TravellerSummary } from '../../../lib/traveller-summary'
import { useAuth } from '../../../lib/use-auth'
import { useHydrated } from '../../../lib/use-hydrated'
import { useLocale } from '../../../lib/use-locale'
import { Button } from '../../../ui/button'
import { PageFrame } from '../../../ui/page-frame'
import { Spinner } from '../../../ui/spinner'
import { TextField } from '../../../ui/text-field'
import { payOffer, type LeadGuest } from '../api/chat-actions'
import { chatSpeaker } from '../api/chat-identity'
import { chatQueries } from '../api/chat-queries'
import '../chat.css'
import { leadGuestFromAccount } from '../../../lib/lead-guest'
import { PaymentMethodChoice, usePayLaterBlock, type PaymentChoice } from '../../../lib/payment-method-choice'
import { InlineParts } from '../../../ui/inline-parts'

type FieldErrors = Record<string, Record<string, { message?: string }> | { message?: string } | undefined>

/**
 * One key per offer and way of paying for this tab: a retry or a double press replays the first
 * answer (one order); choosing the other way afterwards is a new request, which the server answers
 * with the order the offer already has.
 */
function idempotencyKeyFor(offerId: string, method: PaymentChoice): string {
  const name = `rihla:offer-checkout:${offerId}${method === 'card' ? '' : `:${method}`}`
  const existing = sessionStorage.getItem(name)
  if (existing) return existing
  const key = crypto.randomUUID()
  sessionStorage.setItem(name, key)
  return key
}

/** "Accept and pay": the offer's terms and price (the server's), the lead traveller, then the payment page. */
export function OfferCheckoutPage({ offerId }: { offerId: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const user = useAuth()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const { data, isPending, isError } = useQuery({ ...chatQueries.offer(offerId, locale), enabled: hydrated })
  const [lead, setLead] = useState<LeadGuest>(() => leadGuestFromAccount(user))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [existingOrder, setExistingOrder] = useState<{ id: string; accessToken?: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [paymentMethod, setPaymentMethod] = useState<PaymentChoice>('card')
  const payLaterBlocked = usePayLaterBlock()
  const payLaterOffered = Boolean(data?.option?.pay_later_allowed)
  const method: PaymentChoice = paymentMethod === 'pay_later' && payLaterOffered && !payLaterBlocked ? 'pay_later' : 'card'
  const field = (name: keyof LeadGuest) => (value: string) => setLead((current) => ({ ...current, [name]: value }))
  const leadError = (name: keyof LeadGuest) => (errors.leadGuest as Record<string, { message?: string }> | undefined)?.[name]?.message

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    setFormError(null)
    try {
      const speaker = await chatSpeaker({ create: false, locale })
      if (!speaker) throw new Error('no chat identity')
      // The server decides again whether this traveller may pay later, how many seats and until when.
      const answer = await payOffer(speaker.client, offerId, lead, method, idempotencyKeyFor(offerId, method), locale)
      if (answer.payment?.redirectUrl) {
        window.location.assign(answer.payment.redirectUrl)
        return
      }
      await navigate({ href: outcomePath(locale, 'success', answer.order.id, answer.order.accessToken) })
    } catch (failure) {
      if (isClientResponseError(failure) && failure.status) {
        const body = (failure.response?.data ?? {}) as FieldErrors & { order?: { id: string; accessToken?: string } }
        if (body.order) setExistingOrder(body.order)
        setErrors(body)
        setFormError(String(failure.response?.message ?? t`Please correct the highlighted fields.`))
      } else setFormError(t`Your booking could not be sent. Check your connection and try again.`)
    } finally {
      setBusy(false)
    }
  }

  if (!hydrated || isPending) {
    return (
      <PageFrame head={PRIVATE_PAGE} title={t`Accept and pay`}>
        <Spinner />
      </PageFrame>
    )
  }
  if (isError || !data) {
    return (
      <PageFrame head={PRIVATE_PAGE} title={t`Accept and pay`}>
        <p className="notice notice--error">{t`Offer not found.`}</p>
      </PageFrame>
    )
  }
  const { offer, experience, option } = data
  const title = localized(experience, 'title', locale)
  const total = formatMoney(offer.total, locale)
  const open = offer.state === 'offered'
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Accept and pay`} trail={[{ label: t`Your conversations`, href: localePath(locale, `/chat/${offer.thread}`) }]} className="chat-page">
      <section className="offer-card offer-card--summary" aria-label={t`Your offer`}>
        <h2 className="offer-card__title">{title}</h2>
        <p className="offer-card__option">{localized(option, 'title', locale)}</p>
        <p>
          <InlineParts parts={[formatDate(offer.date, locale, { dateStyle: 'full' }), formatClock(offer.start_time, locale)]} />
        </p>
        <p>
          <TravellerSummary travellers={offer.travellers} locale={locale} />
        </p>
        <p className="offer-card__total">
          <Trans>
            Total to pay: <strong data-testid="offer-checkout-total">{total}</strong>
          </Trans>
        </p>
      </section>
      {!open ? (
        <p className="notice notice--error" role="alert" data-testid="offer-closed">
          {offer.state === 'accepted' ? t`This offer has already been accepted.` : offer.state === 'expired' ? t`This offer has expired. Ask us in the chat for a new one.` : offer.state === 'declined' ? t`You declined this offer.` : t`Our team withdrew this offer.`}
        </p>
      ) : null}
      <Form className="form checkout-form" onSubmit={(event) => void submit(event)} validationBehavior="aria">
        <h2>{t`Lead traveller`}</h2>
        <TextField label={t`First name`} value={lead.firstName} onChange={field('firstName')} isRequired autoComplete="given-name" errorMessage={leadError('firstName')} />
        <TextField label={t`Last name`} value={lead.lastName} onChange={field('lastName')} isRequired autoComplete="family-name" errorMessage={leadError('lastName')} />
        <TextField label={t`Email`} type="email" value={lead.email} onChange={field('email')} isRequired autoComplete="email" errorMessage={leadError('email')} />
        <div className="field-row field-row--phone">
          <TextField label={t`Country code`} value={lead.countryCode} onChange={field('countryCode')} isRequired autoComplete="tel-country-code" errorMessage={leadError('countryCode')} />
          <TextField label={t`Phone number`} type="tel" value={lead.phone} onChange={field('phone')} isRequired autoComplete="tel-national" errorMessage={leadError('phone')} />
        </div>
        {formError ? (
          <p className="notice notice--error" role="alert" data-testid="offer-checkout-error">
            {formError}
          </p>
        ) : null}
        {existingOrder ? (
          <p>
            <Link href={outcomePath(locale, 'success', existingOrder.id, existingOrder.accessToken)}>{t`See your order`}</Link>
          </p>
        ) : null}
        {open ? <PaymentMethodChoice value={method} onChange={setPaymentMethod} payLaterOffered={payLaterOffered} blocked={payLaterBlocked} /> : null}
        <Button type="submit" isLoading={busy}>
          {method === 'pay_later' ? t`Confirm reservation` : t`Pay ${total}`}
        </Button>
      </Form>
    </PageFrame>
  )
}
