// "Was this helpful?" for guests (docs/decisions/047-review-moderation.md): the random voter id
// this browser keeps, sent as X-Voter-Id so the server counts one vote per browser per review,
// and the reviews this browser voted for, so the button shows them as voted on the next visit.
// Clearing the storage makes a new voter; the server's per-network cap keeps that from adding much.

const VOTER_KEY = 'rihla.voter-id'
const VOTED_KEY = 'rihla.helpful-votes'
const VOTED_MAX = 300

// Where storage is blocked, the id lasts as long as the page.
let pageVoterId = ''

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** This browser's voter id, made the first time it is asked for. */
export function helpfulVoterId(): string {
  const store = storage()
  try {
    const kept = store?.getItem(VOTER_KEY)
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept
    const made = pageVoterId || randomId()
    store?.setItem(VOTER_KEY, made)
    pageVoterId = made
    return made
  } catch {
    pageVoterId ||= randomId()
    return pageVoterId
  }
}

function votedIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(VOTED_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

/** Whether this browser marked the review as helpful before. */
export const votedHelpful = (reviewId: string) => votedIds().includes(reviewId)

/** Remembers that this browser's vote for the review is counted (the newest VOTED_MAX are kept). */
export function rememberHelpfulVote(reviewId: string) {
  const ids = votedIds().filter((id) => id !== reviewId)
  ids.push(reviewId)
  try {
    storage()?.setItem(VOTED_KEY, JSON.stringify(ids.slice(-VOTED_MAX)))
  } catch {
    // Storage full or blocked: the server still knows this browser voted.
  }
}
