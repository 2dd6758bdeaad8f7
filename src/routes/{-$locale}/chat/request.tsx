import { createFileRoute } from '@tanstack/react-router'
import { OfferRequestPage } from '../../../features/chat/components/offer-request-page'

const recordId = (value: unknown) => (typeof value === 'string' && /^[a-z0-9]{15}$/.test(value) ? value : undefined)

export const Route = createFileRoute('/{-$locale}/chat/request')({
  validateSearch: (search: Record<string, unknown>): { experience?: string; thread?: string } => ({ experience: recordId(search.experience), thread: recordId(search.thread) }),
  component: function OfferRequest() {
    const { experience, thread } = Route.useSearch()
    return <OfferRequestPage experienceId={experience} threadId={thread} />
  },
})
