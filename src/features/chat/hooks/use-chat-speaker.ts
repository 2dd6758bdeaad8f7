import { useQuery } from '@tanstack/react-query'
import { useAuth } from '../../../lib/use-auth'
import { useHydrated } from '../../../lib/use-hydrated'
import { useLocale } from '../../../lib/use-locale'
import { chatQueries } from '../api/chat-queries'

/** Who chats from this device, once the page has hydrated (null: nobody has chatted here yet). */
export function useChatSpeaker() {
  const hydrated = useHydrated()
  const locale = useLocale()
  const user = useAuth()
  const who = user?.id ?? 'guest'
  const query = useQuery({ ...chatQueries.speaker(who, locale), enabled: hydrated })
  return { who, hydrated, speaker: query.data ?? null, isPending: !hydrated || query.isPending }
}
