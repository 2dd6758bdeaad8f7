// The HTTP side of the cart check, promo validation, checkout and hold release: request in,
// response out. Each function is one route handler registered in pb_hooks/checkout.pb.js. What
// the checkout needs of the domains above it — the card payment's page, paying a custom offer —
// the route hands in as `ports` (decision 072): nothing here requires payments or conversations.
// Runs only inside PocketBase (uses $app, $security).

const { readJsonBody } = require('../shared/messages.js');
const { tc } = require('./checkout-messages.js');
const clock = require('../shared/clock.js');
const { validateCartCheck, validatePromoRequest, validateCheckout, errorCollector } = require('./checkout-request.js');
const { cartCheckResponse, subtotalOf } = require('./checkout-pricing.js');
const { promoMessage, promoGuessAllowed, recordPromoMiss } = require('./promo-rules.js');
const { checkoutFingerprint } = require('./idempotency.js');
const { checkoutResponse } = require('./order-view.js');
const data = require('./checkout-data.js');
const { noStore } = require('../shared/caller.js');

/** The signed-in customer's id ('' for guests and staff). */
const customerId = (e) => (e.auth && e.auth.collection().name === 'users' ? e.auth.id : '');

/** The signed-in customer for the checkout's decisions: { id ('' for guests), verified }. */
const customerOf = (e) => ({ id: customerId(e), verified: Boolean(customerId(e) && e.auth.verified()) });

/** Tries at a checkout's transaction while seats are left (see checkout). */
const CHECKOUT_ATTEMPTS = 3;

/** Whether this client is exempt from rate limits (staff, or an IP the settings exclude). */
function rateLimitExempt(e) {
  if (e.hasSuperuserAuth()) return true;
  const excluded = $app.settings().rateLimits.excludedIPs || [];
  const ip = e.realIP();
  for (let index = 0; index < excluded.length; index += 1) if (excluded[index] === ip) return true;
  return false;
}

const GUESS_PREFIX = 'rihla:promo-misses:';
const guessKey = (e) => `${GUESS_PREFIX}${e.realIP()}`;

/** Forgets every client's unknown-code count (on settings reload, as PocketBase resets its rate limiters). */
function resetPromoGuard(app) {
  const all = app.store().getAll();
  for (const key of Object.keys(all)) if (key.indexOf(GUESS_PREFIX) === 0) app.store().remove(key);
}

/** Whether this client has tried too many unknown promo codes lately (then answer tooManyGuesses). */
function promoBlocked(e) {
  if (rateLimitExempt(e)) return false;
  return !promoGuessAllowed($app.store().get(guessKey(e)), Date.now());
}

const tooManyGuesses = (e, locale) => e.json(429, { status: 429, message: tc(locale, 'promo_too_many_attempts'), data: {} });

/** Counts an unknown code against the client (see promoBlocked). */
function notePromoResult(e, promo) {
  if (!promo || promo.reason !== 'unknown' || rateLimitExempt(e)) return;
  $app.store().set(guessKey(e), recordPromoMiss($app.store().get(guessKey(e)), Date.now()));
}

const withMessage = (promo, locale) => (promo ? { ...promo, message: promoMessage(promo, locale) } : null);

/** POST /api/store/cart/check */
function cartCheck(e) {
  noStore(e);
  const { body, locale } = readJsonBody(e);
  const valid = validateCartCheck(body, locale);
  if (!valid.ok) return e.json(400, valid.error);
  const request = valid.request;
  if (request.promoCode && promoBlocked(e)) return tooManyGuesses(e, locale);
  const { lines, promo } = data.evaluateCart($app, { items: request.items, promoCode: request.promoCode, userId: customerId(e), email: request.email, nowMs: clock.nowMs(e) });
  notePromoResult(e, promo);
  return e.json(200, cartCheckResponse(lines, withMessage(promo, locale)));
}

/** POST /api/store/promo/validate */
function promoValidate(e) {
  noStore(e);
  const { body, locale } = readJsonBody(e);
  const valid = validatePromoRequest(body, locale);
  if (!valid.ok) return e.json(400, valid.error);
  const request = valid.request;
  if (promoBlocked(e)) return tooManyGuesses(e, locale);
  const { lines, promo } = data.evaluateCart($app, { items: request.items, promoCode: request.code, userId: customerId(e), email: request.email, nowMs: clock.nowMs(e) });
  notePromoResult(e, promo);
  const subtotal = subtotalOf(lines);
  const answer = { valid: promo.valid, code: request.code, discount: promo.valid ? promo.discount : 0, subtotal, total: subtotal - (promo.valid ? promo.discount : 0), message: promoMessage(promo, locale) };
  if (!promo.valid) answer.reason = promo.reason;
  return e.json(200, answer);
}

const CONFLICT_MESSAGES = {
  all_unavailable: 'checkout_all_unavailable',
  some_unavailable: 'checkout_unavailable',
  prices_changed: 'checkout_prices_changed',
  some_unavailable_prices_changed: 'checkout_unavailable_prices_changed',
};

/** The answer to a checkout that was refused (nothing written). */
function refusal(e, decision, locale, ports) {
  if (decision.kind === 'offer') {
    // An offer that cannot be paid (expired, withdrawn, declined, already accepted): say so in the traveller's language.
    const reason = decision.refusal;
    const message = ports.offers.message(locale, reason.key, reason.params);
    const data = { offerId: { code: reason.code, message } };
    if (decision.order) data.order = decision.order;
    return e.json(reason.status, { status: reason.status, message, data });
  }
  if (decision.kind === 'invalid') {
    const errors = errorCollector(locale);
    for (const index of Object.keys(decision.problems.items)) {
      const fields = decision.problems.items[index];
      for (const field of Object.keys(fields)) errors.add(['items', index, field], fields[field].code, fields[field].key, fields[field].params);
    }
    for (const index of Object.keys(decision.problems.guests)) {
      const problem = decision.problems.guests[index];
      errors.add(['guests', index], problem.code, problem.key, problem.params);
    }
    return e.json(400, errors.error());
  }
  if (decision.kind === 'pay_later_not_allowed') {
    const option = decision.line.option;
    const experience = decision.line.experience;
    const title = locale === 'en' ? `${experience.title_en} (${option.title_en})` : `${experience.title_ar} (${option.title_ar})`;
    const message = tc(locale, 'pay_later_not_allowed', { title });
    return e.json(400, { status: 400, message, data: { paymentMethod: { code: 'validation_pay_later_not_allowed', message } } });
  }
  if (decision.kind === 'pay_later_too_late') {
    const message = tc(locale, 'pay_later_too_late');
    return e.json(400, { status: 400, message, data: { paymentMethod: { code: 'validation_pay_later_too_late', message } } });
  }
  if (decision.kind === 'pay_later_refused') {
    const { kind, params } = decision.refusal;
    const line = params.slotId ? decision.lines.find((candidate) => candidate.slotId === params.slotId) : null;
    const title = line ? (locale === 'en' ? line.experience.title_en : line.experience.title_ar) : '';
    const message = tc(locale, `pay_later_${kind}`, { ...params, title });
    return e.json(400, { status: 400, message, data: { paymentMethod: { code: `validation_pay_later_${kind}`, message } } });
  }
  const promo = withMessage(decision.promo, locale);
  const cartCheckBody = cartCheckResponse(decision.lines, promo);
  if (decision.outcome === 'promo') {
    return e.json(409, { status: 409, message: promo.message, data: { cartCheck: cartCheckBody, promoCode: { code: `promo_${promo.reason}`, message: promo.message } } });
  }
  const message = tc(locale, CONFLICT_MESSAGES[decision.outcome] || 'checkout_unavailable');
  return e.json(409, { status: 409, message, data: { cartCheck: cartCheckBody } });
}

/** The 201 answer of an order created earlier under the same key, with its current state. */
function replayAnswer(e, orderId, locale, ports) {
  const stored = data.loadOrder($app, orderId);
  e.response.header().set('Idempotent-Replayed', 'true');
  return e.json(201, checkoutResponse(stored.order, stored.order.access_token, stored.bookings, ports.paymentPage(orderId, locale)));
}

function keyReused(e, locale) {
  const message = tc(locale, 'idempotency_key_reused');
  return e.json(409, { status: 409, message, data: { idempotencyKey: { code: 'idempotency_key_reused', message } } });
}

/**
 * POST /api/store/checkout (header Idempotency-Key); with `offerId` it pays a custom offer at the
 * offer's price. `ports` (from pb_hooks/checkout.pb.js): { paymentPage(orderId, locale) → the
 * card payment's page or null (payments/payment-start.js), offers: the custom offers' side of
 * paying one (conversations/offer-checkout.js) }.
 */
function checkout(e, ports) {
  noStore(e);
  const { body, locale } = readJsonBody(e);
  const offers = ports.offers;
  const forOffer = offers.applies(body);
  const valid = forOffer ? offers.validate(body, e.request.header.get('Idempotency-Key'), locale) : validateCheckout(body, e.request.header.get('Idempotency-Key'), locale);
  if (!valid.ok) return e.json(400, valid.error);
  const request = valid.request;
  if (forOffer && !offers.payable(e, request.offerId)) {
    const message = offers.message(locale, 'offer_not_found');
    return e.json(404, { status: 404, message, data: { offerId: { code: 'offer_not_found', message } } });
  }
  const customer = customerOf(e);
  const userId = customer.id;
  const fingerprint = checkoutFingerprint(request, userId, (text) => $security.sha256(text));

  const earlier = data.findOrderByKey($app, request.idempotencyKey);
  if (earlier) return earlier.requestHash === fingerprint ? replayAnswer(e, earlier.id, locale, ports) : keyReused(e, locale);

  if (request.promoCode && promoBlocked(e)) return tooManyGuesses(e, locale);
  const settings = data.readCheckoutSettings($app);
  const decide = (app, nowMs) => (forOffer ? offers.decide(app, { request, customer, nowMs, settings }) : data.decideCheckout(app, { request, customer, nowMs, settings }));
  // A first look without the write lock: most refusals (sold out, price changed) end here.
  const preview = decide($app, clock.nowMs(e));
  notePromoResult(e, preview.promo);
  if (preview.kind !== 'ok') return refusal(e, preview, locale, ports);

  const accessToken = $security.randomString(40);
  let outcome = null;
  let failure = null;
  // A failed attempt wrote nothing: another checkout held the write lock too long, or a guarded
  // write found the seats changed. While seats are still there, it is tried again.
  for (let attempt = 1; outcome === null && attempt <= CHECKOUT_ATTEMPTS; attempt += 1) {
    try {
      $app.runInTransaction((txApp) => {
        const existing = data.findOrderByKey(txApp, request.idempotencyKey);
        if (existing) {
          outcome = { kind: 'existing', id: existing.id, requestHash: existing.requestHash };
          return;
        }
        const nowMs = clock.nowMs(e);
        const decision = decide(txApp, nowMs);
        if (decision.kind !== 'ok') {
          outcome = decision;
          return;
        }
        const written = data.writeCheckout(txApp, { request, decision, userId, nowMs, settings, fingerprint, accessToken, locale, offer: decision.offer });
        const accepted = decision.offer ? offers.accept(txApp, decision.offer.id, written.orderId, nowMs) : null;
        outcome = { kind: 'created', id: written.orderId, order: written.order, bookings: written.bookings, accepted };
      });
    } catch (error) {
      outcome = null;
      failure = error;
      // A concurrent request with the same key won the unique index: answer as it was answered.
      const existing = data.findOrderByKey($app, request.idempotencyKey);
      if (existing) return existing.requestHash === fingerprint ? replayAnswer(e, existing.id, locale, ports) : keyReused(e, locale);
      const retry = decide($app, clock.nowMs(e));
      if (retry.kind !== 'ok') return refusal(e, retry, locale, ports);
    }
  }
  if (outcome === null) {
    // Nothing was written; the same Idempotency-Key may be sent again (the app's queue does).
    $app.logger().error('checkout failed', 'error', String(failure), 'attempts', CHECKOUT_ATTEMPTS);
    e.response.header().set('Retry-After', '2');
    return e.json(503, { status: 503, message: tc(locale, 'checkout_busy'), data: {} });
  }
  if (outcome.kind === 'existing') return outcome.requestHash === fingerprint ? replayAnswer(e, outcome.id, locale, ports) : keyReused(e, locale);
  if (outcome.kind !== 'created') return refusal(e, outcome, locale, ports);
  if (outcome.accepted) offers.announce(request.offerId, outcome.accepted);
  const payment = request.paymentMethod === 'card' ? ports.paymentPage(outcome.id, locale) : null;
  return e.json(201, checkoutResponse(outcome.order, accessToken, outcome.bookings, payment));
}

/** Releases every expired hold now, in batches. → { bookings, orders, seats } */
function releaseAllExpiredHolds(app) {
  const total = { bookings: 0, orders: 0, seats: 0 };
  for (let round = 0; round < 20; round += 1) {
    const summary = data.releaseExpiredHolds(app, Date.now(), 500);
    total.bookings += summary.bookings;
    total.orders += summary.orders;
    total.seats += summary.seats;
    if (summary.bookings === 0 && summary.orders === 0) break;
  }
  return total;
}

/** POST /api/store/admin/release-holds (staff only): the cron's work, on demand. */
function releaseHolds(e) {
  noStore(e);
  return e.json(200, releaseAllExpiredHolds($app));
}

module.exports = { cartCheck, promoValidate, checkout, releaseHolds, releaseAllExpiredHolds, resetPromoGuard };
