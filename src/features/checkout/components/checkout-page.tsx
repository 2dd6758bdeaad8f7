import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { Button } from '../../../ui/button'
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid'
import { PaymentMethodChoice, usePayLaterBlock, type PaymentChoice } from '../../../lib/payment-method-choice'
import { Select } from '../../../ui/select'
import { Spinner } from '../../../ui/spinner'
import { TextField } from '../../../ui/text-field'
import { useAuth } from '../../../lib/use-auth'
import { cartCheckQuery, toServerItems, type CartCheck } from '../../../lib/cart-check'
import { replaceLocalCart } from '../../../lib/device-cart'
import { useDeviceCart } from '../../../lib/use-device-cart'
import { usePriceFormat } from '../../../lib/use-price-format'
import { useDisplayCurrency } from '../../../lib/use-display-currency'
import { formatMoney, formatNumber } from '../../../lib/format'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { checkout, validatePromo, type CheckoutConflict, type CheckoutRequest, type PromoResult } from '../api/checkout'
import { queueCheckout } from '../api/checkout-queue'
import { validationMessages } from '../../../lib/error-catalogue'
import { emailProblem } from '../../../lib/validate-email'
import { checkoutKey, forgetCheckoutKey } from '../idempotency-key'
import { CheckoutSummary } from './checkout-summary'
import { isClientResponseError } from '../../../lib/pocketbase'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { hasInvisibleCharacters } from '../../../lib/person-name'
import { outcomePath } from '../../../lib/order-paths'
import '../../../ui/field.css'
import '../../../ui/cart-lines.css'
import '../checkout.css'
import { leadGuestFromAccount } from '../../../lib/lead-guest'
import type { LeadGuest } from '../../../../pb_hooks/lib/contracts/checkout-contract.js'

/** Whether any field is still marked in field errors shaped as the server's. */
function marksAnyField(errors: unknown): boolean {
  if (errors === null || typeof errors !== 'object') return false
  if ('message' in errors) return Boolean((errors as { message?: unknown }).message)
  return Object.values(errors).some(marksAnyField)
}

/** Whether field errors, shaped as the server's, name an empty required field. */
function namesEmptyField(errors: unknown, requiredMessage: string): boolean {
  if (errors === null || typeof errors !== 'object') return false
  if ('message' in errors) return (errors as { message?: unknown }).message === requiredMessage
  return Object.values(errors).some((value) => namesEmptyField(value, requiredMessage))
}

// Keeps the plus sign before the digits in an Arabic page ("+966", not "966+").
const LEFT_TO_RIGHT_MARK = '\u200e'
const countryCodes = ['+966', '+971', '+974', '+973', '+968', '+965', '+20', '+962', '+44', '+1', '+33', '+49', '+91', '+92']

type FieldErrors = Record<string, { message?: string } | Record<string, unknown>>

export function CheckoutPage() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const price = usePriceFormat()
  const [displayCurrency] = useDisplayCurrency()
  const online = useOnlineStatus()
  const user = useAuth()
  // The device's cart, as the cart page reads it: the server and the hydrating render go by the cart-size cookie.
  const { items, isPending } = useDeviceCart()
  const { data: check } = useQuery(cartCheckQuery(items, locale))
  const [lead, setLead] = useState<LeadGuest>(() => leadGuestFromAccount(user))
  const [guests, setGuests] = useState<Record<string, { firstName: string; lastName: string }[]>>({})
  const [promoCode, setPromoCode] = useState('')
  const [promo, setPromo] = useState<PromoResult | null>(null)
  const [paymentMethod, setPaymentMethod] = useState<PaymentChoice>('card')
  const [errors, setErrors] = useState<FieldErrors>({})
  // A message about the whole form (the connection, the offline queue)…
  const [formError, setFormError] = useState<string | null>(null)
  // …and the server's own words for the fields it marked, shown while a mark lasts.
  const [serverFieldMessage, setServerFieldMessage] = useState<string | null>(null)
  const [conflict, setConflict] = useState<CartCheck | null>(null)
  const [queued, setQueued] = useState(false)
  // After a submit that finds mistakes, focus moves to the first field marked invalid.
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()

  const serverItems = toServerItems(items)
  const available = check?.items.filter((item) => item.available) ?? []
  const payLaterAllowed = available.length > 0 && available.every((item) => item.option.pay_later_allowed)
  // Pay later is for signed-in customers with a confirmed email (docs/decisions/025); others see why.
  const payLaterBlocked = usePayLaterBlock()
  const needGuests = (check?.items ?? []).map((item) => item.available && item.option.guest_details_required)

  const applyPromo = useMutation({
    mutationFn: () => validatePromo(promoCode.trim(), serverItems, locale),
    onSuccess: setPromo,
    onError: (error) => setPromo({ valid: false, code: promoCode, discount: 0, subtotal: 0, total: 0, message: isClientResponseError(error) && error.status === 429 ? t`Too many attempts. Please wait a minute and try again.` : t`We could not check this code. Please try again.` }),
  })

  const buildRequest = (): CheckoutRequest => ({
    items: serverItems,
    leadGuest: lead,
    guests: items.map((item, index) => (needGuests[index] ? (guests[item.slotId] ?? []) : null)),
    promoCode: promo?.valid ? promo.code : undefined,
    paymentMethod: paymentMethod === 'pay_later' && payLaterBlocked ? 'card' : paymentMethod,
    locale,
  })

  // Offline, 'confirm' keeps the checkout (with its one idempotency key) to send when online.
  const queueForLater = async () => {
    // The server cannot check the form now, so the obvious mistakes are caught here.
    const missing = (['firstName', 'lastName', 'email', 'countryCode', 'phone'] as const).filter((field) => !lead[field].trim())
    if (missing.length) return setFormError(i18n._(validationMessages.allFieldsRequired))
    if (emailProblem(lead.email)) return setFormError(i18n._(validationMessages.formatNotCorrect))
    await queueCheckout({ idempotencyKey: checkoutKey(JSON.stringify(serverItems)), request: buildRequest(), queuedAt: new Date().toISOString() })
    setQueued(true)
  }

  const submit = useMutation({
    mutationFn: () => checkout(buildRequest(), checkoutKey(JSON.stringify(serverItems))),
    onSuccess: async (result) => {
      forgetCheckoutKey()
      await replaceLocalCart([])
      await queryClient.invalidateQueries({ queryKey: ['cart'] })
      if (result.payment?.redirectUrl) {
        window.location.assign(result.payment.redirectUrl)
        return
      }
      await navigate({ href: outcomePath(locale, 'success', result.order.id, result.order.accessToken) })
    },
    onError: (error) => {
      if (!isClientResponseError(error)) return setFormError(t`Your booking could not be sent. Check your connection and try again.`)
      const data = (error.response?.data ?? {}) as FieldErrors & CheckoutConflict
      if (error.status === 409 && data.cartCheck) {
        setConflict(data.cartCheck)
        forgetCheckoutKey()
        return
      }
      setErrors(data)
      if (marksAnyField(data)) setServerFieldMessage(error.response?.message || null)
      else setFormError(error.response?.message || t`Please correct the highlighted fields.`)
      focusFirstInvalid()
    },
  })

  const leadError = (field: keyof LeadGuest) => ((errors.leadGuest as Record<string, { message?: string }> | undefined)?.[field]?.message ?? undefined)
  const guestError = (index: number, guestIndex: number, field: 'firstName' | 'lastName') =>
    ((errors.guests as Record<number, Record<number, Record<string, { message?: string }>>> | undefined)?.[index]?.[guestIndex]?.[field]?.message ?? undefined)

  /** Empty required fields and a malformed email, shaped as the server's errors; null when none. */
  const missingFieldErrors = (): FieldErrors | null => {
    const required = { message: i18n._(validationMessages.fieldRequired) }
    const found: { leadGuest: Record<string, { message: string }>; guests: Record<number, Record<number, Record<string, { message: string }>>> } = { leadGuest: {}, guests: {} }
    let any = false
    for (const field of ['firstName', 'lastName', 'email', 'phone'] as const) {
      if (lead[field].trim()) continue
      found.leadGuest[field] = required
      any = true
    }
    if (lead.email.trim() && emailProblem(lead.email)) {
      found.leadGuest.email = { message: i18n._(validationMessages.formatNotCorrect) }
      any = true
    }
    items.forEach((item, index) => {
      if (!needGuests[index]) return
      const seats = Object.values(item.travellers).reduce((sum, count) => sum + count, 0)
      const list = guests[item.slotId] ?? []
      for (let guestIndex = 0; guestIndex < seats; guestIndex += 1) {
        for (const field of ['firstName', 'lastName'] as const) {
          if (list[guestIndex]?.[field]?.trim()) continue
          found.guests[index] = found.guests[index] ?? {}
          found.guests[index]![guestIndex] = { ...(found.guests[index]![guestIndex] ?? {}), [field]: required }
          any = true
        }
      }
    })
    return any ? found : null
  }

  /** Names the server would refuse (invisible or direction-changing characters), as its errors are shaped; null when none. */
  const invisibleNameErrors = (): FieldErrors | null => {
    const message = t`Names cannot contain invisible characters or characters that change the direction of the text. Type the name again without them.`
    const found: { leadGuest: Record<string, { message: string }>; guests: Record<number, Record<number, Record<string, { message: string }>>> } = { leadGuest: {}, guests: {} }
    let any = false
    for (const field of ['firstName', 'lastName'] as const) {
      if (!hasInvisibleCharacters(lead[field])) continue
      found.leadGuest[field] = { message }
      any = true
    }
    (buildRequest().guests ?? []).forEach((list, index) =>
      (list ?? []).forEach((guest, guestIndex) => {
        for (const field of ['firstName', 'lastName'] as const) {
          if (!hasInvisibleCharacters(guest[field])) continue
          found.guests[index] = found.guests[index] ?? {}
          found.guests[index]![guestIndex] = { ...(found.guests[index]![guestIndex] ?? {}), [field]: { message } }
          any = true
        }
      }),
    )
    return any ? found : null
  }
  // A field's own error goes as soon as the traveller changes it.
  const clearError = (path: (string | number)[]) =>
    setErrors((current) => {
      const next = structuredClone(current) as Record<string | number, unknown>
      let node: Record<string | number, unknown> | undefined = next
      for (const key of path.slice(0, -1)) node = node?.[key] as Record<string | number, unknown> | undefined
      if (!node || !(path[path.length - 1]! in node)) return current
      delete node[path[path.length - 1]!]
      return next as FieldErrors
    })
  const update = (field: keyof LeadGuest) => (value: string) => {
    setLead((current) => ({ ...current, [field]: value }))
    clearError(['leadGuest', field])
  }
  // The banner about the fields lasts while a field is marked (each mark goes as its field is
  // changed): the spec's message while one is empty, else what the server or the marks say.
  const fieldBanner = !marksAnyField(errors)
    ? null
    : namesEmptyField(errors, i18n._(validationMessages.fieldRequired))
      ? i18n._(validationMessages.allFieldsRequired)
      : (serverFieldMessage ?? t`Please correct the highlighted fields.`)
  const banner = fieldBanner ?? formError

  // The card is charged in SAR: that amount is the total payable; another display currency is
  // shown beside it only as an approximation.
  const payable = check ? Math.max(0, check.total - (promo?.valid ? promo.discount : 0)) : null
  const total = payable === null ? '…' : formatMoney(payable, locale)
  const approximate = payable !== null && displayCurrency !== 'SAR' ? price(payable) : null
  const approximateTotal = approximate && approximate !== total ? approximate : null

  if (!isPending && items.length === 0) {
    return (
      <PageFrame head={PRIVATE_PAGE} title={t`Checkout`} trail={[{ label: t`Cart`, href: localePath(locale, '/cart') }]}>
        <div className="empty-state">
          <p>
            <Trans>Add an experience to your cart before checking out.</Trans>
          </p>
          <Link href={localePath(locale, '/things-to-do')} className="button button--primary">
            <Trans>Find things to do</Trans>
          </Link>
        </div>
      </PageFrame>
    )
  }

  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Checkout`} trail={[{ label: t`Cart`, href: localePath(locale, '/cart') }]}>
      {conflict ? (
        <div className="notice notice--warning" role="alert" data-testid="checkout-conflict">
          <p>{t`Availability or prices changed while you were checking out. Please review your cart and continue.`}</p>
          <Link href={localePath(locale, '/cart')} className="button button--primary">
            {t`Review your cart`}
          </Link>
        </div>
      ) : null}
      {queued ? (
        <p className="notice notice--success" role="status" data-testid="checkout-queued">
          {t`You're offline, so we saved your booking on this device. We will send it as soon as you're back online and tell you the result.`}
        </p>
      ) : null}
      <Form
        ref={formRef}
        className="form checkout-form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault()
          setErrors({})
          setFormError(null)
          setServerFieldMessage(null)
          const invalid = missingFieldErrors() ?? invisibleNameErrors()
          if (invalid) {
            setErrors(invalid)
            focusFirstInvalid()
            return
          }
          if (online) submit.mutate()
          else void queueForLater()
        }}
      >
        {banner ? (
          <p className="notice notice--error" role="alert">
            {banner}
          </p>
        ) : null}
        <fieldset className="form__section">
          <legend>{t`Lead guest`}</legend>
          <TextField label={t`First name`} autoComplete="given-name" value={lead.firstName} onChange={update('firstName')} errorMessage={leadError('firstName')} isRequired />
          <TextField label={t`Last name`} autoComplete="family-name" value={lead.lastName} onChange={update('lastName')} errorMessage={leadError('lastName')} isRequired />
          <TextField label={t`Email`} type="email" autoComplete="email" value={lead.email} onChange={update('email')} errorMessage={leadError('email')} isRequired />
          <div className="field-row field-row--phone">
            <Select label={t`Country code`} options={countryCodes.map((code) => ({ id: code, label: `${LEFT_TO_RIGHT_MARK}${code}` }))} value={lead.countryCode} onChange={update('countryCode')} />
            <TextField label={t`Phone number`} type="tel" autoComplete="tel-national" value={lead.phone} onChange={update('phone')} errorMessage={leadError('phone')} isRequired />
          </div>
        </fieldset>

        {items.map((item, index) => {
          if (!needGuests[index]) return null
          const seats = Object.values(item.travellers).reduce((sum, count) => sum + count, 0)
          const title = item.snapshot ? (locale === 'ar' ? item.snapshot.title_ar : item.snapshot.title_en) : ''
          const list = guests[item.slotId] ?? Array.from({ length: seats }, () => ({ firstName: '', lastName: '' }))
          const setGuest = (guestIndex: number, field: 'firstName' | 'lastName', value: string) => {
            setGuests((current) => ({ ...current, [item.slotId]: list.map((guest, position) => (position === guestIndex ? { ...guest, [field]: value } : guest)) }))
            clearError(['guests', index, guestIndex, field])
          }
          return (
            <fieldset key={item.slotId} className="form__section">
              <legend>{t`Guests for ${title}`}</legend>
              {list.map((guest, guestIndex) => {
                const number = formatNumber(guestIndex + 1, locale)
                return (
                  <div key={guestIndex} className="field-row">
                    <TextField label={t`Guest ${number}: first name`} value={guest.firstName} onChange={(value) => setGuest(guestIndex, 'firstName', value)} errorMessage={guestError(index, guestIndex, 'firstName')} isRequired />
                    <TextField label={t`Guest ${number}: last name`} value={guest.lastName} onChange={(value) => setGuest(guestIndex, 'lastName', value)} errorMessage={guestError(index, guestIndex, 'lastName')} isRequired />
                  </div>
                )
              })}
            </fieldset>
          )
        })}

        <fieldset className="form__section">
          <legend>{t`Promo code`}</legend>
          <div className="field-row field-row--action">
            <TextField label={t`Promo code`} value={promoCode} onChange={(value) => (setPromoCode(value.toUpperCase()), setPromo(null))} />
            <Button variant="secondary" onPress={() => applyPromo.mutate()} isLoading={applyPromo.isPending} isDisabled={!promoCode.trim() || !online}>
              {t`Apply`}
            </Button>
          </div>
          {promo ? (
            <p className={promo.valid ? 'notice notice--success' : 'notice notice--error'} role="status" data-testid="promo-result">
              {promo.message}
            </p>
          ) : null}
        </fieldset>

        <PaymentMethodChoice value={paymentMethod} onChange={setPaymentMethod} payLaterOffered={payLaterAllowed} blocked={payLaterBlocked} />

        <CheckoutSummary items={available} locale={locale} />

        <div className="cart-summary">
          {promo?.valid ? (
            <p>
              <span>{t`Discount`}{'\u00a0'}</span> <strong>−{formatMoney(promo.discount, locale)}</strong>
            </p>
          ) : null}
          <p>
            <span>{t`Total payable`}{'\u00a0'}</span> <strong data-testid="checkout-total">{total}</strong>
          </p>
          {approximateTotal ? (
            <p className="field__description" data-testid="checkout-total-approximate">
              {t`About ${approximateTotal} at today's rate. Your card is charged in Saudi riyals (SAR).`}
            </p>
          ) : (
            <p className="field__description">{t`You pay in Saudi riyals (SAR).`}</p>
          )}
          <Button type="submit" isLoading={submit.isPending} isDisabled={queued || (online && (!check || available.length === 0))}>
            {paymentMethod === 'pay_later' && !payLaterBlocked ? t`Confirm reservation` : t`Confirm and pay`}
          </Button>
          {submit.isPending ? (
            <p role="status" className="processing">
              <Spinner /> {t`Processing your booking… This can take up to 20 seconds.`}
            </p>
          ) : null}
          {!online && !queued ? <p className="field__description">{t`You're offline: confirming saves your booking on this device and sends it when you're back online.`}</p> : null}
        </div>
      </Form>
    </PageFrame>
  )
}
