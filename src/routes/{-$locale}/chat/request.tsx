import { createFileRoute } from '@tanstack/react-router'
import { OfferRequestPage } from '../../../features/chat/components/offer-request-page'
import { loadCatalogPart } from '../../../lib/i18n'

const recordId = (value: unknown) => (typeof value === 'string' && /^[a-z0-9]{15}$/.test(value) ? value : undefined)

export const Route = createFileRoute('/{-$locale}/chat/request')({
  // Its messages are in the shop part, kept out of home's first load (decision 055).
  beforeLoad: () => loadCatalogPart('shop'),
  validateSearch: (search: Record<string, unknown>): { experience?: string; thread?: string } => ({ experience: recordId(search.experience), thread: recordId(search.thread) }),
  component: function OfferRequest() {
    const { experience, thread } = Route.useSearch()
    return <OfferRequestPage experienceId={experience} threadId={thread} />
  },
})
