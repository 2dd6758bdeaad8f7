import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import type { ChatEntryProps } from '../../../lib/chat-entry'
import { localePath } from '../../../lib/locale'
import { useLocale } from '../../../lib/use-locale'
import { Button } from '../../../ui/button'
import { useStartChat } from '../hooks/use-start-chat'

/** "Ask about this experience" and "Request a custom offer" on a product page; "Ask about this order" on an order. */
export function ChatEntryButtons({ experienceId, orderId, orderToken }: ChatEntryProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const { start, busy, error } = useStartChat()
  return (
    <div className="chat-entry">
      <div className="button-row">
        <Button variant="secondary" isLoading={busy} onPress={() => void start(orderId ? { orderId, orderToken } : { experienceId })}>
          {orderId ? t`Ask about this order` : t`Ask about this experience`}
        </Button>
        {experienceId && !orderId ? (
          <Link className="button button--quiet" href={localePath(locale, `/chat/request?experience=${experienceId}`)}>
            {t`Request a custom offer`}
          </Link>
        ) : null}
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
