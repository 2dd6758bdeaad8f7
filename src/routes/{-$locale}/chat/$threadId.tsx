import { createFileRoute } from '@tanstack/react-router'
import { ChatThreadPage } from '../../../features/chat/components/chat-thread-page'
import { RouteValidationError } from '../../../lib/route-validation-error'
import { loadCatalogPart } from '../../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/chat/$threadId')({
  beforeLoad: ({ params, location }) => {
    if (!/^[a-z0-9]{15}$/.test(params.threadId)) throw new RouteValidationError(location.pathname)
    // The thread's messages are in the shop part (decision 055).
    return loadCatalogPart('shop')
  },
  component: function ChatThread() {
    const { threadId } = Route.useParams()
    return <ChatThreadPage threadId={threadId} />
  },
})
