import { createContext, useContext, type ReactNode } from 'react'

export type ChatEntryProps = { experienceId?: string; orderId?: string; orderToken?: string }

type RenderChatEntry = (props: ChatEntryProps) => ReactNode

const ChatEntryContext = createContext<RenderChatEntry | null>(null)

/**
 * The app's way into a conversation about an experience or an order (features/chat), given to
 * the product and order pages by the layout: they show it without depending on the chat.
 */
export const ChatEntryProvider = ChatEntryContext.Provider

export function ChatEntry(props: ChatEntryProps) {
  const render = useContext(ChatEntryContext)
  return render ? render(props) : null
}
