// @ts-check
// "Was this helpful?" for everyone (docs/decisions/047-review-moderation.md). Pure: who a vote is
// from, and the caps. A signed-in customer votes as 'u:<user id>'; a guest as
// 'g:<sha256 of the voter id their browser keeps>' (header X-Voter-Id). One vote per voter per
// review; a guest's vote, and a customer's whose e-mail is not verified (accounts cost nothing to
// make), also counts against their network (IP) for that review.

/** Guests' votes on one review from one network (IP) in NETWORK_WINDOW_MS: a household, not a bot farm. */
const GUEST_VOTES_PER_NETWORK = 3;
const NETWORK_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A browser's voter id: 16–64 letters, digits, '-' or '_' (a UUID is one). */
const VOTER_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The header's voter id when it is well formed, else ''. @param {unknown} value */
const voterIdOf = (value) => (typeof value === 'string' && VOTER_ID.test(value.trim()) ? value.trim() : '');

/**
 * Who a vote is from, as stored in review_votes.voter, most specific first: the customer, then
 * this browser (so a guest who votes and then signs in is not counted twice). [] when neither.
 * @param {string} userId @param {string} voterId @param {(text: string) => string} sha256
 */
function votersOf(userId, voterId, sha256) {
  /** @type {string[]} */
  const voters = [];
  if (userId) voters.push(`u:${userId}`);
  if (voterId) voters.push(`g:${sha256(`rihla-voter|${voterId}`)}`);
  return voters;
}

/** The network of a guest's vote on one review, hashed with the review's id so it says nothing across reviews. */
const networkOf = (ip, reviewId, sha256) => (ip ? sha256(`rihla-vote-ip|${reviewId}|${ip}`) : '');

/** Whether a vote counts against its network's cap: all but a customer with a verified e-mail. @param {boolean} verifiedCustomer */
const networkCapped = (verifiedCustomer) => !verifiedCustomer;

module.exports = { GUEST_VOTES_PER_NETWORK, NETWORK_WINDOW_MS, voterIdOf, votersOf, networkOf, networkCapped };
