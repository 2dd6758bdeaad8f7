import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from 'react-aria-components'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { localePath } from '../../../lib/locale'
import { isClientResponseError } from '../../../lib/pocketbase'
import { useAuth } from '../../../lib/use-auth'
import { useLocale } from '../../../lib/use-locale'
import { newRecordId } from '../../../lib/conversation/record-id'
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
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const fieldError = (...path: string[]) => {
    let node: unknown = errors
    for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key]
    return (node as { message?: string } | undefined)?.message
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    setFormError(null)
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
      } else setFormError(t`Your request could not be sent. Check your connection and try again.`)
    } finally {
      setBusy(false)
    }
  }

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
      <Form className="form offer-request-form" onSubmit={(event) => void submit(event)} validationBehavior="aria">
        <fieldset className="form__section">
          <legend>{t`When`}</legend>
          {dates.map((date, index) => (
            <TextField
              key={index}
              type="date"
              label={dates.length > 1 ? t`Date ${index + 1}` : t`Date`}
              value={date}
              onChange={(value) => setDates((list) => list.map((item, at) => (at === index ? value : item)))}
              errorMessage={index === 0 ? fieldError('dates') : fieldError('dates', String(index))}
              isRequired={index === 0}
            />
          ))}
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
          <TextField label={t`Full name`} value={name} onChange={setName} isRequired autoComplete="name" errorMessage={fieldError('contact', 'name')} />
          <TextField label={t`Email`} type="email" value={email} onChange={setEmail} isRequired autoComplete="email" errorMessage={fieldError('contact', 'email')} />
          <TextField label={t`Phone number (optional)`} type="tel" value={phone} onChange={setPhone} autoComplete="tel-national" errorMessage={fieldError('contact', 'phone')} />
        </fieldset>
        {formError ? (
          <p className="notice notice--error" role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" isLoading={busy}>
          {t`Send the request`}
        </Button>
      </Form>
    </PageFrame>
  )
}
