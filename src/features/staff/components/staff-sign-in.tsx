import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Form } from 'react-aria-components'
import { isClientResponseError } from '../../../lib/pocketbase'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import { staffSignIn } from '../api/staff-client'

/** Staff sign in with their own accounts (the `staff` collection), not a customer's. */
export function StaffSignIn() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await staffSignIn(email.trim(), password)
      await queryClient.invalidateQueries({ queryKey: ['staff'] })
    } catch (failure) {
      setError(
        isClientResponseError(failure) && failure.status === 403
          ? t`This staff account is not active. Ask a manager.`
          : isClientResponseError(failure) && failure.status === 429
            ? t`Too many attempts. Please wait a minute and try again.`
            : isClientResponseError(failure) && failure.status
              ? t`The email or password is not correct.`
              : t`We could not reach Rihla. Check your connection and try again.`,
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <Form className="form staff-sign-in" onSubmit={(event) => void submit(event)} validationBehavior="aria">
      <h2>{t`Staff sign-in`}</h2>
      <TextField label={t`Email`} type="email" value={email} onChange={setEmail} isRequired autoComplete="username" />
      <TextField label={t`Password`} type="password" value={password} onChange={setPassword} isRequired autoComplete="current-password" />
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" isLoading={busy}>
        {t`Sign in`}
      </Button>
    </Form>
  )
}
