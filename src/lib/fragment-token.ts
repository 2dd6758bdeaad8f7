/**
 * A token from a link's fragment: '#token=…' of order links, payment return pages and the reset
 * mail, '#verify=…' of the verification mail; undefined when absent. Links put tokens there
 * because a browser never sends the fragment to a server: they stay out of request logs and
 * Referer headers. Read leniently: a payment provider may append its own query after it.
 */
export function fragmentToken(hash: string | undefined, name: 'token' | 'verify'): string | undefined {
  const match = new RegExp(`(?:^|[#&?])${name}=([A-Za-z0-9_.-]{1,1999})(?=$|[&?#])`).exec(hash ?? '')
  return match ? match[1] : undefined
}
