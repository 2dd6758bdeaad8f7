import { useChatSession } from '../hooks/use-chat-session'

/** The traveller's chat kept going on every page (useChatSession), as a component the layout can load after the page. */
export function ChatSession() {
  useChatSession()
  return null
}
