import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { isClientResponseError, pocketBase } from '../../../lib/pocketbase'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { useAuthMessages } from '../hooks/use-auth-messages'
import { hasMissingFields, validateSignUp, type AuthErrors } from '../validate-auth'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { anyMarked, recheckMarked } from '../../../lib/form-marks'
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid'

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'passwordConfirm'

export function SignUpPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const messageFor = useAuthMessages()
  const [form, setForm] = useState<Record<Field, string>>({ firstName: '', lastName: '', email: '', password: '', passwordConfirm: '' })
  const [errors, setErrors] = useState<AuthErrors<Field>>({})
  // The server's answer (email taken, too many tries, no connection) until the next submit.
  const [formError, setFormError] = useState<string | null>(null)
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  const signUp = useMutation({
    mutationFn: async () => {
      const email = form.email.trim()
      const pb = await pocketBase()
      await pb.collection('users').create({ email, password: form.password, passwordConfirm: form.passwordConfirm, first_name: form.firstName.trim(), last_name: form.lastName.trim(), locale })
      await pb.collection('users').authWithPassword(email, form.password)
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries()
      await navigate({ href: localePath(locale, '/') })
    },
    onError: (error) => {
      const emailTaken = isClientResponseError(error) && (error.response?.data as Record<string, { code?: string }> | undefined)?.email?.code === 'validation_not_unique'
      if (emailTaken) setFormError(t`An account with this email already exists. Sign in, or use 'Forgot password?'.`)
      else if (isClientResponseError(error) && error.status === 429) setFormError(t`Too many attempts. Please wait a minute and try again.`)
      else setFormError(t`We could not create your account. Check the form and try again.`)
    },
  })
  const update = (field: Field) => (value: string) => {
    const next = { ...form, [field]: value }
    setForm(next)
    // A marked confirmation is checked again when the password changes, too.
    setErrors((current) => recheckMarked(current, validateSignUp(next)))
  }
  const submit = () => {
    const found = validateSignUp(form)
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length) return focusFirstInvalid()
    signUp.mutate()
  }
  const banner = formError ?? (hasMissingFields(errors) ? t`All fields must be filled out.` : anyMarked(errors) ? t`Please correct the highlighted fields.` : null)
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Create an account`} className="auth-page">
      <Form ref={formRef} className="form" validationBehavior="aria" onSubmit={(event) => (event.preventDefault(), submit())}>
        {banner ? (
          <p className="notice notice--error" role="alert">
            {banner}
          </p>
        ) : null}
        <TextField label={t`First name`} autoComplete="given-name" value={form.firstName} onChange={update('firstName')} errorMessage={messageFor(errors.firstName)} isRequired />
        <TextField label={t`Last name`} autoComplete="family-name" value={form.lastName} onChange={update('lastName')} errorMessage={messageFor(errors.lastName)} isRequired />
        <TextField label={t`Email`} type="email" autoComplete="email" value={form.email} onChange={update('email')} errorMessage={messageFor(errors.email)} isRequired />
        <TextField label={t`Password`} type="password" autoComplete="new-password" description={t`At least 8 characters`} value={form.password} onChange={update('password')} errorMessage={messageFor(errors.password)} isRequired />
        <TextField label={t`Confirm password`} type="password" autoComplete="new-password" value={form.passwordConfirm} onChange={update('passwordConfirm')} errorMessage={messageFor(errors.passwordConfirm)} isRequired />
        <Button type="submit" isLoading={signUp.isPending}>
          <Trans>Create account</Trans>
        </Button>
      </Form>
      <p>
        <Trans>Already have an account?</Trans> <Link href={localePath(locale, '/auth/login')}>{t`Sign in`}</Link>
      </p>
    </PageFrame>
  )
}
