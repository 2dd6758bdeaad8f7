import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { pocketBase } from '../../../lib/pocketbase'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { useAuthMessages } from '../hooks/use-auth-messages'
import { hasMissingFields, validateNewPassword, type AuthErrors } from '../validate-auth'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { anyMarked, recheckMarked } from '../../../lib/form-marks'
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid'

/** /auth/reset-password#token=… — the link from the reset mail. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const { t } = useLingui()
  const locale = useLocale()
  const messageFor = useAuthMessages()
  const [form, setForm] = useState({ password: '', passwordConfirm: '' })
  const [errors, setErrors] = useState<AuthErrors<'password' | 'passwordConfirm'>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  const reset = useMutation({
    mutationFn: async () => (await pocketBase()).collection('users').confirmPasswordReset(token ?? '', form.password, form.passwordConfirm),
    onError: () => setFormError(t`This reset link is invalid or has expired. Ask for a new one.`),
  })
  const submit = () => {
    const found = validateNewPassword(form)
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length) return focusFirstInvalid()
    reset.mutate()
  }
  const update = (field: 'password' | 'passwordConfirm') => (value: string) => {
    const next = { ...form, [field]: value }
    setForm(next)
    setErrors((current) => recheckMarked(current, validateNewPassword(next)))
  }
  const banner = formError ?? (hasMissingFields(errors) ? t`All fields must be filled out.` : anyMarked(errors) ? t`Please correct the highlighted fields.` : null)
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Choose a new password`} className="auth-page">
      {!token ? (
        <p className="notice notice--error" role="alert">
          <Trans>This reset link is invalid or has expired. Ask for a new one.</Trans>
        </p>
      ) : reset.isSuccess ? (
        <p className="notice notice--success" role="status">
          <Trans>Your password has been changed. You can sign in with it now.</Trans>
        </p>
      ) : (
        <Form ref={formRef} className="form" validationBehavior="aria" onSubmit={(event) => (event.preventDefault(), submit())}>
          {banner ? (
            <p className="notice notice--error" role="alert">
              {banner}
            </p>
          ) : null}
          <TextField label={t`New password`} type="password" autoComplete="new-password" description={t`At least 8 characters`} value={form.password} onChange={update('password')} errorMessage={messageFor(errors.password)} isRequired />
          <TextField label={t`Confirm password`} type="password" autoComplete="new-password" value={form.passwordConfirm} onChange={update('passwordConfirm')} errorMessage={messageFor(errors.passwordConfirm)} isRequired />
          <Button type="submit" isLoading={reset.isPending}>
            <Trans>Save new password</Trans>
          </Button>
        </Form>
      )}
      <p>
        <Link href={localePath(locale, token && !reset.isSuccess ? '/auth/forgot-password' : '/auth/login')}>{token && !reset.isSuccess ? t`Ask for a new link` : t`Sign in`}</Link>
      </p>
    </PageFrame>
  )
}
