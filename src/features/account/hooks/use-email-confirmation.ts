import { useEffect, useState } from 'react'
import { pocketBase } from '../../../lib/pocketbase'
import { refreshAuth } from '../../../lib/use-auth'

/**
 * Confirms an email address with the token of the verification mail's link (its fragment,
 * '#verify=…': never sent to a server, so never logged). → 'confirming', then true or false;
 * undefined without a token. The fragment is dropped from the address bar once read.
 */
export function useEmailConfirmation(token: string | undefined): 'confirming' | boolean | undefined {
  const [result, setResult] = useState<boolean>()
  useEffect(() => {
    if (!token) return
    let current = true
    history.replaceState(history.state, '', `${location.pathname}${location.search}`)
    void (async () => {
      try {
        await (await pocketBase()).collection('users').confirmVerification(token)
        // Signed in already: the stored record learns that the address is confirmed.
        await refreshAuth()
        if (current) setResult(true)
      } catch {
        if (current) setResult(false)
      }
    })()
    return () => {
      current = false
    }
  }, [token])
  if (!token) return undefined
  return result ?? 'confirming'
}
