import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { pocketBase, isClientResponseError } from '../../../lib/pocketbase'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { useAuthMessages } from '../hooks/use-auth-messages'
import { useEmailConfirmation } from '../hooks/use-email-confirmation'
import { hasMissingFields, validateSignIn, type AuthErrors } from '../validate-auth'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { anyMarked, recheckMarked } from '../../../lib/form-marks'
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid'

/** verified: the outcome of an older verification link (?verified=1|0); verifyToken: the current link's token (#verify=…). */
export function SignInPage({ verified: linkOutcome, verifyToken }: { verified?: boolean; verifyToken?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const messageFor = useAuthMessages()
  const confirmation = useEmailConfirmation(verifyToken)
  const verified = confirmation === undefined ? linkOutcome : confirmation
  const [form, setForm] = useState({ email: '', password: '' })
  const [errors, setErrors] = useState<AuthErrors<'email' | 'password'>>({})
  // The server's answer (wrong password, too many tries, no connection) until the next submit.
  const [formError, setFormError] = useState<string | null>(null)
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  const signIn = useMutation({
    mutationFn: async () => (await pocketBase()).collection('users').authWithPassword(form.email.trim(), form.password),
    onSuccess: async () => {
      await queryClient.invalidateQueries()
      await navigate({ href: localePath(locale, '/') })
    },
    onError: (error) => {
      if (isClientResponseError(error) && error.status === 400) setFormError(t`The email or password is incorrect. Try again, or use 'Forgot password?' to reset it.`)
      // Too many tries from this address, or wrong passwords for this account (slowed down for a while).
      else if (isClientResponseError(error) && error.status === 429) setFormError(t`Too many sign-in attempts. Wait a few minutes and try again, or use 'Forgot password?' to choose a new password.`)
      else setFormError(t`We could not sign you in. Check your connection and try again.`)
    },
  })
  const update = (field: 'email' | 'password') => (value: string) => {
    const next = { ...form, [field]: value }
    setForm(next)
    setErrors((current) => recheckMarked(current, validateSignIn(next)))
  }
  const submit = () => {
    const found = validateSignIn(form)
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length) return focusFirstInvalid()
    signIn.mutate()
  }
  const banner = formError ?? (hasMissingFields(errors) ? t`All fields must be filled out.` : anyMarked(errors) ? t`Please correct the highlighted fields.` : null)
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Sign in`} className="auth-page">
      {verified === 'confirming' ? (
        <p className="notice" role="status">
          {t`Confirming your email address…`}
        </p>
      ) : verified === true ? (
        <p className="notice notice--success" role="status">
          {t`Your email address is confirmed. Sign in to see your bookings.`}
        </p>
      ) : verified === false ? (
        <p className="notice notice--error" role="alert">
          {t`This confirmation link is invalid or has expired.`}
        </p>
      ) : null}
      <Form ref={formRef} className="form" validationBehavior="aria" onSubmit={(event) => (event.preventDefault(), submit())}>
        {banner ? (
          <p className="notice notice--error" role="alert">
            {banner}
          </p>
        ) : null}
        <TextField label={t`Email`} type="email" autoComplete="email" value={form.email} onChange={update('email')} errorMessage={messageFor(errors.email)} isRequired />
        <TextField label={t`Password`} type="password" autoComplete="current-password" value={form.password} onChange={update('password')} errorMessage={messageFor(errors.password)} isRequired />
        <Link href={localePath(locale, '/auth/forgot-password')}>{t`Forgot password?`}</Link>
        <Button type="submit" isLoading={signIn.isPending}>
          <Trans>Sign in</Trans>
        </Button>
      </Form>
      <p>
        <Trans>New to Rihla?</Trans> <Link href={localePath(locale, '/auth/sign-up')}>{t`Create an account`}</Link>
      </p>
    </PageFrame>
  )
}
