import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { localePath } from '../../../lib/locale'
import { isClientResponseError } from '../../../lib/pocketbase'
import { useAuth } from '../../../lib/use-auth'
import { useLocale } from '../../../lib/use-locale'
import { startThread, type StartThread } from '../api/chat-actions'
import { chatSpeaker } from '../api/chat-identity'

/** Opens (or continues) a conversation, making the device's chat identity first if it has none. */
export function useStartChat() {
  const { t } = useLingui()
  const locale = useLocale()
  const user = useAuth()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const start = async (body: StartThread) => {
    setBusy(true)
    setError(null)
    try {
      const speaker = await chatSpeaker({ create: true, locale })
      if (!speaker) throw new Error('no chat identity')
      queryClient.setQueryData(['chat-speaker', user?.id ?? 'guest'], speaker)
      const { thread } = await startThread(speaker.client, body, locale)
      void queryClient.invalidateQueries({ queryKey: ['chat', 'threads'] })
      await navigate({ href: localePath(locale, `/chat/${thread.id}`) })
    } catch (failure) {
      setError(isClientResponseError(failure) && failure.status && failure.response?.message ? String(failure.response.message) : t`The conversation could not be opened. Check your connection and try again.`)
    } finally {
      setBusy(false)
    }
  }
  return { start, busy, error }
}
