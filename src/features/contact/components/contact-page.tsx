import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from 'react-aria-components'
import { pocketBase, isClientResponseError } from '../../../lib/pocketbase'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import { showToast } from '../../../ui/toast-region'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { validateContact, type ContactErrors, type ContactForm } from '../validate-contact'

const empty: ContactForm = { name: '', email: '', phone: '', subject: '', message: '' }

export function ContactPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const online = useOnlineStatus()
  const [form, setForm] = useState(empty)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof ContactForm, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const send = useMutation({
    mutationFn: async (body: ContactForm) => (await pocketBase()).send('/api/store/contact', { method: 'POST', body: { ...body, locale } }),
    onSuccess: () => {
      showToast({ title: t`Message sent`, tone: 'success' })
      setForm(empty)
    },
    onError: (error) => {
      if (isClientResponseError(error)) {
        const fields = (error.response?.data ?? {}) as Record<string, { message?: string }>
        setServerErrors(Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, value.message ?? ''])))
        setFormError(error.status === 429 ? t`Too many messages. Please wait a few minutes and try again.` : error.response?.message || t`Your message could not be sent. Please try again.`)
      } else {
        setFormError(t`Your message could not be sent. Check your connection and try again.`)
      }
    },
  })

  const messageFor = (field: keyof ContactForm) => {
    if (errors[field] === 'required') return t`This field is required`
    if (errors[field] === 'format') return t`This format is not correct.`
    return serverErrors[field]
  }
  const update = (field: keyof ContactForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
    setServerErrors((current) => ({ ...current, [field]: undefined }))
  }
  const submit = () => {
    const found = validateContact(form)
    setErrors(found)
    setFormError(Object.keys(found).length ? t`All fields must be filled out.` : null)
    if (Object.keys(found).length === 0) send.mutate(form)
  }

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
        <Form className="form" validationBehavior="aria" onSubmit={(event) => (event.preventDefault(), submit())}>
          {formError ? (
            <p className="notice notice--error" role="alert">
              {formError}
            </p>
          ) : null}
          <TextField label={t`Name`} value={form.name} onChange={update('name')} errorMessage={messageFor('name')} isRequired autoComplete="name" />
          <TextField label={t`Email`} type="email" value={form.email} onChange={update('email')} errorMessage={messageFor('email')} isRequired autoComplete="email" />
          <TextField label={t`Phone (optional)`} type="tel" value={form.phone} onChange={update('phone')} errorMessage={messageFor('phone')} autoComplete="tel" />
          <TextField label={t`Subject (optional)`} value={form.subject} onChange={update('subject')} errorMessage={messageFor('subject')} />
          <TextField label={t`Message`} multiline value={form.message} onChange={update('message')} errorMessage={messageFor('message')} isRequired />
          <Button type="submit" isLoading={send.isPending} isDisabled={!online}>
            <Trans>Send message</Trans>
          </Button>
          {!online ? <p className="field__description">{t`Sending a message needs a connection. Your text stays here until you're back online.`}</p> : null}
        </Form>
      )}
    </PageFrame>
  )
}
