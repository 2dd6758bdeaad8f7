import { createFileRoute } from '@tanstack/react-router'
import { ChatListPage } from '../../../features/chat/components/chat-list-page'
import { loadCatalogPart } from '../../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/chat/')({
  // Its messages are in the shop part, kept out of home's first load (decision 055).
  beforeLoad: () => loadCatalogPart('shop'),
  component: ChatListPage,
})
