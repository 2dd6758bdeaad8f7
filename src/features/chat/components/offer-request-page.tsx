import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from 'react-aria-components'
import { formatNumber } from '../../../lib/format'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { localePath } from '../../../lib/locale'
import { isClientResponseError } from '../../../lib/pocketbase'
import { useAuth } from '../../../lib/use-auth'
import { useLocale } from '../../../lib/use-locale'
import { newRecordId } from '../../../lib/conversation/record-id'
import { anyMarked, recheckMarked } from '../../../lib/form-marks'
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid'
import { emailProblem } from '../../../lib/validate-email'
import { Button } from '../../../ui/button'
import { NumberField } from '../../../ui/number-field'
import { PageFrame } from '../../../ui/page-frame'
import { Select } from '../../../ui/select'
import { TextField } from '../../../ui/text-field'
import { requestOffer } from '../api/chat-actions'
import { chatSpeaker } from '../api/chat-identity'
import '../chat.css'

type FieldErrors = Record<string, { message?: string } | undefined>
const MAX_DATES = 5

type Checked = 'date' | 'name' | 'email'
type Problem = 'required' | 'format'

/** What this page checks before sending (the server checks everything again). */
function checkRequest(form: { firstDate: string; name: string; email: string }): Partial<Record<Checked, Problem>> {
  const found: Partial<Record<Checked, Problem>> = {}
  if (!form.firstDate) found.date = 'required'
  if (!form.name.trim()) found.name = 'required'
  const email = emailProblem(form.email)
  if (email) found.email = email
  return found
}

/** "Request a custom offer": dates, the group by traveller type, budget, language, notes and contact. */
export function OfferRequestPage({ experienceId, threadId }: { experienceId?: string; threadId?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const user = useAuth()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [id] = useState(newRecordId)
  const [dates, setDates] = useState<string[]>([''])
  const [travellers, setTravellers] = useState({ adult: 2, child: 0, infant: 0 })
  const [budget, setBudget] = useState<number>(NaN)
  const [language, setLanguage] = useState<string>(locale)
  const [notes, setNotes] = useState('')
  const [name, setName] = useState(`${String(user?.first_name ?? '')} ${String(user?.last_name ?? '')}`.trim())
  const [email, setEmail] = useState(String(user?.email ?? ''))
  const [phone, setPhone] = useState(String(user?.phone ?? ''))
  // The server's marks (cleared field by field as the traveller changes it) and this page's own.
  const [errors, setErrors] = useState<FieldErrors>({})
  const [marks, setMarks] = useState<Partial<Record<Checked, Problem>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()

  const fieldError = (...path: string[]) => {
    let node: unknown = errors
    for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key]
    return (node as { message?: string } | undefined)?.message
  }
  const clearServerError = (...path: string[]) =>
    setErrors((current) => {
      const next = structuredClone(current) as Record<string, unknown>
      let node: Record<string, unknown> | undefined = next
      for (const key of path.slice(0, -1)) node = node?.[key] as Record<string, unknown> | undefined
      const last = path[path.length - 1]!
      if (!node || !(last in node)) return current
      delete node[last]
      return next as FieldErrors
    })
  // An empty field gets the spec's 'This field is required'; a malformed email is told what is expected.
  const ownError = (field: Checked) => {
    const problem = marks[field]
    if (problem === 'required') return t`This field is required`
    return problem === 'format' ? t`Enter an email address like name@example.com` : undefined
  }
  // A marked field is checked again as it changes: its mark goes as soon as it is right.
  const recheck = (next: { firstDate?: string; name?: string; email?: string }) =>
    setMarks((current) => recheckMarked(current, checkRequest({ firstDate: dates[0] ?? '', name, email, ...next })))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    setFormError(null)
    const found = checkRequest({ firstDate: dates[0] ?? '', name, email })
    setMarks(found)
    if (anyMarked(found)) return focusFirstInvalid()
    setBusy(true)
    try {
      const speaker = await chatSpeaker({ create: true, locale })
      if (!speaker) throw new Error('no chat identity')
      queryClient.setQueryData(['chat-speaker', user?.id ?? 'guest'], speaker)
      const group = Object.fromEntries(Object.entries(travellers).filter(([, count]) => count > 0))
      const answer = await requestOffer(
        speaker.client,
        {
          id,
          threadId,
          experienceId,
          dates: dates.filter(Boolean),
          travellers: group,
          budget: Number.isFinite(budget) && budget > 0 ? Math.round(budget * 100) : undefined,
          language,
          notes: notes.trim() || undefined,
          contact: { name: name.trim(), email: email.trim(), countryCode: phone.trim() ? '+966' : undefined, phone: phone.trim() || undefined },
        },
        locale,
      )
      void queryClient.invalidateQueries({ queryKey: ['chat'] })
      await navigate({ href: localePath(locale, `/chat/${answer.thread.id}`) })
    } catch (failure) {
      if (isClientResponseError(failure) && failure.status) {
        setErrors((failure.response?.data ?? {}) as FieldErrors)
        setFormError(String(failure.response?.message ?? t`Please correct the highlighted fields.`))
        focusFirstInvalid()
      } else setFormError(t`Your request could not be sent. Check your connection and try again.`)
    } finally {
      setBusy(false)
    }
  }

  // The top message lasts while a field is marked (a server's answer about no field, until the next send).
  const serverMarked = JSON.stringify(errors).includes('"message"')
  const banner = anyMarked(marks)
    ? Object.values(marks).includes('required')
      ? t`All fields must be filled out.`
      : t`Please correct the highlighted fields.`
    : formError && (serverMarked || Object.keys(errors).length === 0)
      ? formError
      : null

  const languages = [
    { id: 'ar', label: t`Arabic` },
    { id: 'en', label: t`English` },
    { id: 'fr', label: t`French` },
    { id: 'ur', label: t`Urdu` },
  ]

  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Request a custom offer`} className="chat-page">
      <p className="page__lead">
        <Trans>Tell us what you have in mind. Our team replies in the chat with an offer at a set price that you can accept and pay in one step.</Trans>
      </p>
      <Form ref={formRef} className="form offer-request-form" onSubmit={(event) => void submit(event)} validationBehavior="aria">
        <fieldset className="form__section">
          <legend>{t`When`}</legend>
          {dates.map((date, index) => {
            const dateNumber = formatNumber(index + 1, locale)
            return (
              <TextField
                key={index}
                type="date"
                label={dates.length > 1 ? t`Date ${dateNumber}` : t`Date`}
                value={date}
                onChange={(value) => {
                  setDates((list) => list.map((item, at) => (at === index ? value : item)))
                  if (index === 0) recheck({ firstDate: value })
                  clearServerError(...(index === 0 ? ['dates'] : ['dates', String(index)]))
                }}
                errorMessage={index === 0 ? (ownError('date') ?? fieldError('dates')) : fieldError('dates', String(index))}
                isRequired={index === 0}
              />
            )
          })}
          {dates.length < MAX_DATES ? (
            <Button variant="quiet" onPress={() => setDates((list) => [...list, ''])}>
              {t`Add another date`}
            </Button>
          ) : null}
        </fieldset>
        <fieldset className="form__section">
          <legend>{t`Who is coming`}</legend>
          <NumberField label={t`Adults`} stepper minValue={0} maxValue={200} value={travellers.adult} onChange={(adult) => setTravellers((group) => ({ ...group, adult }))} decrementLabel={t`Fewer adults`} incrementLabel={t`More adults`} />
          <NumberField label={t`Children`} stepper minValue={0} maxValue={200} value={travellers.child} onChange={(child) => setTravellers((group) => ({ ...group, child }))} decrementLabel={t`Fewer children`} incrementLabel={t`More children`} />
          <NumberField label={t`Infants`} stepper minValue={0} maxValue={200} value={travellers.infant} onChange={(infant) => setTravellers((group) => ({ ...group, infant }))} decrementLabel={t`Fewer infants`} incrementLabel={t`More infants`} />
          {fieldError('travellers') ? <p className="field__error">{fieldError('travellers')}</p> : null}
        </fieldset>
        <fieldset className="form__section">
          <legend>{t`Your wishes`}</legend>
          <NumberField label={t`Budget in SAR (optional)`} minValue={0} value={budget} onChange={setBudget} />
          <Select label={t`Tour language`} options={languages} value={language} onChange={setLanguage} />
          <TextField label={t`Notes (optional)`} description={t`Occasion, pace, food, accessibility: anything that helps us.`} multiline value={notes} onChange={setNotes} maxLength={2000} errorMessage={fieldError('notes')} />
        </fieldset>
        <fieldset className="form__section">
          <legend>{t`How we reach you`}</legend>
          <TextField label={t`Full name`} value={name} onChange={(value) => (setName(value), recheck({ name: value }), clearServerError('contact', 'name'))} isRequired autoComplete="name" errorMessage={ownError('name') ?? fieldError('contact', 'name')} />
          <TextField label={t`Email`} type="email" value={email} onChange={(value) => (setEmail(value), recheck({ email: value }), clearServerError('contact', 'email'))} isRequired autoComplete="email" errorMessage={ownError('email') ?? fieldError('contact', 'email')} />
          <TextField label={t`Phone number (optional)`} type="tel" value={phone} onChange={(value) => (setPhone(value), clearServerError('contact', 'phone'))} autoComplete="tel-national" errorMessage={fieldError('contact', 'phone')} />
        </fieldset>
        {banner ? (
          <p className="notice notice--error" role="alert">
            {banner}
          </p>
        ) : null}
        <Button type="submit" isLoading={busy}>
          {t`Send the request`}
        </Button>
      </Form>
    </PageFrame>
  )
}
