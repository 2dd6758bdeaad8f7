import { createFileRoute } from '@tanstack/react-router'
import { ChatListPage } from '../../../features/chat/components/chat-list-page'

export const Route = createFileRoute('/{-$locale}/chat/')({
  component: ChatListPage,
})
