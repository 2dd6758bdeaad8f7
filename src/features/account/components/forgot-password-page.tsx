import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { pocketBase, isClientResponseError } from '../../../lib/pocketbase'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { useAuthMessages } from '../hooks/use-auth-messages'
import { validateEmailOnly, type AuthErrors } from '../validate-auth'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { recheckMarked } from '../../../lib/form-marks'
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid'

export function ForgotPasswordPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const messageFor = useAuthMessages()
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<AuthErrors<'email'>>({})
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  const request = useMutation({ mutationFn: async () => (await pocketBase()).collection('users').requestPasswordReset(email.trim()) })
  const submit = () => {
    const found = validateEmailOnly({ email })
    setErrors(found)
    if (Object.keys(found).length) return focusFirstInvalid()
    request.mutate()
  }
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Forgot password?`} trail={[{ label: t`Sign in`, href: localePath(locale, '/auth/login') }]} className="auth-page">
      {request.isSuccess ? (
        <p className="notice notice--success" role="status">
          <Trans>If an account uses this email, we have sent it a link to choose a new password.</Trans>
        </p>
      ) : (
        <Form ref={formRef} className="form" validationBehavior="aria" onSubmit={(event) => (event.preventDefault(), submit())}>
          {request.isError ? (
            <p className="notice notice--error" role="alert">
              {isClientResponseError(request.error) && request.error.status === 429 ? t`Too many attempts. Please wait a minute and try again.` : t`We could not send the link. Please try again.`}
            </p>
          ) : null}
          <p>
            <Trans>Enter your account's email and we will send you a link to choose a new password.</Trans>
          </p>
          <TextField label={t`Email`} type="email" autoComplete="email" value={email} onChange={(value) => (setEmail(value), setErrors((current) => recheckMarked(current, validateEmailOnly({ email: value }))))} errorMessage={messageFor(errors.email)} isRequired />
          <Button type="submit" isLoading={request.isPending}>
            <Trans>Send reset link</Trans>
          </Button>
        </Form>
      )}
      <p>
        <Link href={localePath(locale, '/auth/login')}>{t`Back to sign in`}</Link>
      </p>
    </PageFrame>
  )
}
