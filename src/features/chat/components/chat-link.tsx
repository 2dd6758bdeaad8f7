import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { Link } from '../../../ui/link'
import { Icon } from '../../../ui/icon'
import { formatNumber } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { useLocale } from '../../../lib/use-locale'
import { chatQueries } from '../api/chat-queries'
import { useChatSpeaker } from '../hooks/use-chat-speaker'

/** The header's way into the chat, with the count of replies not read yet. */
export function ChatLink() {
  const { t } = useLingui()
  const locale = useLocale()
  const { who, hydrated, speaker } = useChatSpeaker()
  const { data } = useQuery({ ...chatQueries.threads(who, locale), enabled: hydrated && Boolean(speaker) })
  const unread = speaker ? (data?.unread ?? 0) : 0
  const count = formatNumber(unread, locale)
  return (
    <Link href={localePath(locale, '/chat')} className="icon-button chat-link" aria-label={unread > 0 ? t`${plural(unread, { one: 'Chat, # unread message', other: 'Chat, # unread messages' })}` : t`Chat`}>
      <Icon name="chat" />
      {unread > 0 ? (
        <span className="badge" aria-hidden="true" data-testid="chat-unread">
          {count}
        </span>
      ) : null}
    </Link>
  )
}
