import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from 'react-aria-components'
import { pocketBase, isClientResponseError } from '../../../lib/pocketbase'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import { showToast } from '../../../ui/toast-region'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { CONTACT_LIMITS, contactFieldProblem, missesRequired, validateContact, type ContactErrors, type ContactField, type ContactForm } from '../validate-contact'

const empty: ContactForm = { name: '', email: '', phone: '', subject: '', message: '' }

export function ContactPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const online = useOnlineStatus()
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  const [form, setForm] = useState(empty)
  // Marks from the last submit (this page's checks) and from the server's answer, field by field.
  const [errors, setErrors] = useState<ContactErrors>({})
  const [serverErrors, setServerErrors] = useState<Partial<Record<ContactField, string>>>({})
  // A failure that is not about a field (too many messages, no connection).
  const [sendError, setSendError] = useState<string | null>(null)
  const send = useMutation({
    mutationFn: async (body: ContactForm) => (await pocketBase()).send('/api/store/contact', { method: 'POST', body: { ...body, locale } }),
    onSuccess: () => {
      showToast({ title: t`Message sent`, tone: 'success' })
      setForm(empty)
    },
    onError: (error) => {
      if (isClientResponseError(error)) {
        const fields = (error.response?.data ?? {}) as Record<string, { message?: string }>
        const marked = Object.fromEntries(Object.entries(fields).filter(([field]) => field in empty).map(([field, value]) => [field, value.message || t`Please correct this field.`]))
        setServerErrors(marked)
        if (Object.keys(marked).length) return focusFirstInvalid()
        setSendError(error.status === 429 ? t`Too many messages. Please wait a few minutes and try again.` : error.response?.message || t`Your message could not be sent. Please try again.`)
      } else {
        setSendError(t`Your message could not be sent. Check your connection and try again.`)
      }
    },
  })

  // An empty field gets the spec's 'This field is required'; a malformed one is told what is expected.
  const formats: Partial<Record<ContactField, string>> = {
    email: t`Enter an email address like name@example.com`,
    phone: t`Enter a phone number in digits, like 050 123 4567`,
  }
  const messageFor = (field: ContactField) => {
    const problem = errors[field]
    if (problem === 'required') return t`This field is required`
    if (problem === 'format') return formats[field] ?? t`Please correct this field.`
    return serverErrors[field]
  }
  // A marked field is checked again as the traveller types: its mark goes as soon as it is right
  // (and says what is still wrong until then). Unmarked fields are not judged while being typed.
  const update = (field: ContactField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => (current[field] ? { ...current, [field]: contactFieldProblem(field, value) } : current))
    setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }
  const submit = () => {
    const found = validateContact(form)
    setErrors(found)
    setServerErrors({})
    setSendError(null)
    if (Object.keys(found).length) return focusFirstInvalid()
    send.mutate(form)
  }

  // The top message lasts while a field is marked: 'All fields must be filled out.' only when one is empty.
  const marked = { ...serverErrors, ...errors }
  const anyMarked = Object.values(marked).some(Boolean)
  const formError = sendError ?? (missesRequired(errors) ? t`All fields must be filled out.` : anyMarked ? t`Please correct the highlighted fields.` : null)
  const field = (name: ContactField) => ({ value: form[name], onChange: update(name), errorMessage: messageFor(name), maxLength: CONTACT_LIMITS[name] })

  return (
    <PageFrame title={t`Contact us`} description={t`Questions about a booking or a custom trip? Our team answers 24/7.`}>
      {send.isSuccess ? (
        <div className="notice notice--success" role="status">
          <h2>
            <Trans>Thank you! Your message has been sent.</Trans>
          </h2>
          <p>
            <Trans>Our team will reply by email within one working day.</Trans>
          </p>
          <Button variant="secondary" onPress={() => send.reset()}>
            <Trans>Send another message</Trans>
          </Button>
        </div>
      ) : (
        <Form ref={formRef} className="form contact-form" validationBehavior="aria" onSubmit={(event) => (event.preventDefault(), submit())}>
          {formError ? (
            <p className="notice notice--error" role="alert">
              {formError}
            </p>
          ) : null}
          <TextField label={t`Name`} {...field('name')} isRequired autoComplete="name" />
          <TextField label={t`Email`} type="email" {...field('email')} isRequired autoComplete="email" />
          <TextField label={t`Phone (optional)`} type="tel" {...field('phone')} autoComplete="tel" />
          <TextField label={t`Subject (optional)`} {...field('subject')} />
          <TextField label={t`Message`} multiline {...field('message')} isRequired />
          <Button type="submit" isLoading={send.isPending} isDisabled={!online}>
            <Trans>Send message</Trans>
          </Button>
          {!online ? <p className="field__description">{t`Sending a message needs a connection. Your text stays here until you're back online.`}</p> : null}
        </Form>
      )}
    </PageFrame>
  )
}
