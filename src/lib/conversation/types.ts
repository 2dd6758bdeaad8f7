/** A conversation as the business API and the realtime topics give it (docs/api.md "Conversations"). */
export type ChatThread = {
  id: string
  user: string
  guest: string
  subject: string
  status: 'open' | 'closed'
  locale: string
  experience: string
  order: string
  contact_name?: string
  contact_email?: string
  last_message_at: string
  last_message_preview: string
  last_sender: string
  customer_unread: number
  staff_unread: number
  customer_read_at: string
  staff_read_at: string
  waiting_since: string
  offer_state: string
  created?: string
  experience_title?: ExperienceTitle | null
  waiting_seconds?: number
  traveller?: Traveller
}

/** The experience a conversation is about: its titles, the city its page lives under ('' when none) and its first photo. */
export type ExperienceTitle = { id: string; slug: string; ar: string; en: string; citySlug?: string; image?: { src: string; width: number; height: number; placeholder?: string } | null }

export type Traveller = { kind: 'customer' | 'guest'; id?: string; name: string; email: string; phone: string; locale?: string }

export type ChatSide = 'customer' | 'staff'

export type ChatMessage = {
  id: string
  thread: string
  sender: ChatSide
  kind: 'text' | 'request' | 'offer' | 'event'
  body: string
  author_name: string
  offer: string
  offer_request: string
  event: string
  created: string
}

export type OfferState = 'offered' | 'accepted' | 'declined' | 'expired' | 'withdrawn'

export type ChatOffer = {
  id: string
  thread: string
  request: string
  experience: string
  option: string
  /** The thread view's offers name them (docs/api.md "Conversations"); realtime rows may not. */
  experience_title?: { ar: string; en: string } | null
  option_title?: { ar: string; en: string } | null
  slot: string
  date: string
  start_time: string
  travellers: Record<string, number>
  unit_prices: Record<string, number>
  computed_total: number
  total: number
  currency: string
  seats: number
  expires_at: string
  status: OfferState
  state: OfferState
  note: string
  author_name: string
  order: string
  decline_reason: string
  replaced_by: string
  created: string
}

export type OfferRequest = {
  id: string
  thread: string
  experience: string
  dates: string[]
  travellers: Record<string, number>
  group_size: number
  budget: number
  language: string
  message: string
  name: string
  email: string
  /** The phone the traveller gave with the request ('' when none). */
  phone?: string
  country_code?: string
  status: string
  created: string
}

export type StaffContextOrder = {
  id: string
  number: string
  status: string
  total: number
  currency: string
  created: string
  linked: boolean
  bookings: { id: string; experience: string; date: string; start_time: string; status: string; seats: number }[]
}

export type StaffContext = { traveller: Traveller; experience: ExperienceTitle | null; orders: StaffContextOrder[] }

export type ThreadView = {
  thread: ChatThread
  messages: { items: ChatMessage[]; hasMore: boolean }
  offers: ChatOffer[]
  requests: OfferRequest[]
  context?: StaffContext
}

/** What arrives on `rihla.chat.{threadId}`, `rihla.chat.mine` and `rihla.staff.inbox`. */
export type ChatEvent =
  | { type: 'message'; message: ChatMessage; thread: ChatThread; offer?: ChatOffer }
  | { type: 'read'; side: ChatSide; readAt: string; thread: ChatThread }
  | { type: 'typing'; thread: string | ChatThread; side: ChatSide; name: string; at: string }
  | { type: 'thread'; thread: ChatThread }
