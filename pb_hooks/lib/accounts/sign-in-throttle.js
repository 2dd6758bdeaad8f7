// The per-account sign-in throttle (docs/decisions/026-sign-in-throttle.md). PocketBase limits
// requests per client address; an attacker with many addresses is not slowed by that, so wrong
// passwords are also counted per account. Pure: the account's state, the instant and the
// client's address come in; the verdict and the next state go out.
//
//   - the first FREE_FAILURES wrong passwords cost nothing; after that each further try waits
//     30 s, doubled after every failure, at most 15 minutes (tries refused meanwhile are not
//     counted, so refusing never lengthens the wait);
//   - an address this account signed in from in the last 30 days is not held back: the owner
//     signs in from home while an attacker elsewhere waits (an attacker cannot lock the owner
//     out for long); a password reset or a correct password clears the count;
//   - the owner is mailed when the wait begins, at most once a day;
//   - the count is forgotten an hour after the last failure.
// State: { failures, lastFailureMs, mailedAtMs, known: { [address]: lastSuccessMs } }.

const SIGN_IN_THROTTLE = {
  freeFailures: 5,
  firstWaitMs: 30 * 1000,
  maxWaitMs: 15 * 60 * 1000,
  forgetAfterMs: 60 * 60 * 1000,
  knownAddressMs: 30 * 24 * 3600 * 1000,
  knownAddresses: 10,
  mailEveryMs: 24 * 3600 * 1000,
};

const fresh = () => ({ failures: 0, lastFailureMs: 0, mailedAtMs: 0, known: {} });

/** The state read from the store (a JSON string, or nothing). */
function parseThrottle(text) {
  try {
    const value = JSON.parse(typeof text === 'string' ? text : '');
    if (!value || typeof value !== 'object') return fresh();
    return {
      failures: Math.max(0, Math.floor(Number(value.failures) || 0)),
      lastFailureMs: Number(value.lastFailureMs) || 0,
      mailedAtMs: Number(value.mailedAtMs) || 0,
      known: value.known && typeof value.known === 'object' ? value.known : {},
    };
  } catch (_error) {
    return fresh();
  }
}

/** Failures that still count at `nowMs`. */
function liveFailures(state, nowMs, rules) {
  return nowMs - state.lastFailureMs >= rules.forgetAfterMs ? 0 : state.failures;
}

/** How long a try must wait after the last failure, given the failures counted. */
function waitAfter(failures, rules) {
  if (failures < rules.freeFailures) return 0;
  return Math.min(rules.firstWaitMs * Math.pow(2, failures - rules.freeFailures), rules.maxWaitMs);
}

function isKnown(state, address, nowMs, rules) {
  const seen = address ? Number(state.known[address]) : 0;
  return seen > 0 && nowMs - seen < rules.knownAddressMs;
}

/** May a try go ahead now? → { allowed: true } | { allowed: false, retryAfterMs } */
function checkSignIn(state, { nowMs, address }, options) {
  const rules = options || SIGN_IN_THROTTLE;
  if (isKnown(state, address, nowMs, rules)) return { allowed: true };
  const wait = waitAfter(liveFailures(state, nowMs, rules), rules);
  const retryAfterMs = state.lastFailureMs + wait - nowMs;
  return wait > 0 && retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
}

/** After a wrong password. → { state, mailOwner } (mailOwner: the wait begins, and no mail went out today) */
function afterFailure(state, { nowMs }, options) {
  const rules = options || SIGN_IN_THROTTLE;
  const failures = liveFailures(state, nowMs, rules) + 1;
  const mailOwner = failures === rules.freeFailures && nowMs - state.mailedAtMs >= rules.mailEveryMs;
  return { state: { ...state, failures, lastFailureMs: nowMs, mailedAtMs: mailOwner ? nowMs : state.mailedAtMs }, mailOwner };
}

/** After a correct password from `address`: the count is cleared and the address remembered. */
function afterSuccess(state, { nowMs, address }, options) {
  const rules = options || SIGN_IN_THROTTLE;
  const known = {};
  const kept = Object.keys(state.known)
    .filter((key) => key !== address && nowMs - Number(state.known[key]) < rules.knownAddressMs)
    .sort((a, b) => Number(state.known[b]) - Number(state.known[a]))
    .slice(0, rules.knownAddresses - 1);
  for (const key of kept) known[key] = state.known[key];
  if (address) known[address] = nowMs;
  return { ...state, failures: 0, lastFailureMs: 0, known };
}

/** After a password reset: the count is cleared (the addresses stay known). */
function afterReset(state) {
  return { ...state, failures: 0, lastFailureMs: 0 };
}

/** Whether the state holds nothing worth keeping at `nowMs` (then it can be dropped). */
function isIdle(state, nowMs, options) {
  const rules = options || SIGN_IN_THROTTLE;
  const forgotten = liveFailures(state, nowMs, rules) === 0 && nowMs - state.mailedAtMs >= rules.mailEveryMs;
  return forgotten && Object.keys(state.known).every((key) => nowMs - Number(state.known[key]) >= rules.knownAddressMs);
}

module.exports = { SIGN_IN_THROTTLE, parseThrottle, checkSignIn, afterFailure, afterSuccess, afterReset, isIdle, waitAfter };
