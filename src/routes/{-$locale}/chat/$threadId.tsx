import { createFileRoute } from '@tanstack/react-router'
import { ChatThreadPage } from '../../../features/chat/components/chat-thread-page'
import { RouteValidationError } from '../../../lib/route-validation-error'

export const Route = createFileRoute('/{-$locale}/chat/$threadId')({
  beforeLoad: ({ params, location }) => {
    if (!/^[a-z0-9]{15}$/.test(params.threadId)) throw new RouteValidationError(location.pathname)
  },
  component: function ChatThread() {
    const { threadId } = Route.useParams()
    return <ChatThreadPage threadId={threadId} />
  },
})
