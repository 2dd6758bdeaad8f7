// Reads and writes of custom offers (docs/decisions/032-custom-offers.md): a traveller's
// request with its thread and card, an offer composed by staff holding its seats, declining,
// withdrawing, expiring, and the offer's part of the checkout. Runs only inside PocketBase; the
// decisions come from offer-rules.js and chat-rules.js (pure), prices from checkout-data.js.

const chat = require('./chat-data.js');
const checkout = require('../checkout/checkout-data.js');
const { effectiveStatus, checkoutRefusal, offerHoldUntilMs, REQUEST_STATUS } = require('./offer-rules.js');
const { pbDate, parsePbDate } = require('../checkout/checkout-pricing.js');
const { tm } = require('./conversation-messages.js');

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const newId = () => $security.randomStringWithAlphabet(15, ID_ALPHABET);

const OFFER_FIELDS = ['thread', 'request', 'experience', 'option', 'slot', 'date', 'start_time', 'currency', 'expires_at', 'status', 'note', 'author_name', 'order', 'decline_reason', 'decided_at', 'replaced_by', 'locale', 'created', 'updated'];

/** An offers record as the collection API shows it (the staff relation is hidden). */
function offerRow(record) {
  const row = { id: record.id, collectionName: 'offers' };
  for (const field of OFFER_FIELDS) row[field] = record.getString(field);
  for (const field of ['computed_total', 'total', 'seats', 'seats_held']) row[field] = record.getInt(field);
  row.travellers = chat.jsonOf(record, 'travellers') || {};
  row.pickup = chat.jsonOf(record, 'pickup');
  row.unit_prices = chat.jsonOf(record, 'unit_prices') || {};
  return row;
}

/** The number of an accepted offer's order ('' when it has none or the order is gone), for refusals that name it. */
function acceptedOrderNumber(app, record) {
  const orderId = record.getString('status') === 'accepted' ? record.getString('order') : '';
  if (!orderId) return '';
  try {
    return app.findRecordById('orders', orderId).getString('number');
  } catch (_error) {
    return '';
  }
}

/** The row with its state now (an offer past its expiry reads 'expired' before the job marks it). */
const withState = (row, nowMs) => ({ ...row, state: effectiveStatus(row, nowMs) });

function findOffer(app, id) {
  if (!/^[a-z0-9]{15}$/.test(id || '')) return null;
  try {
    return app.findRecordById('offers', id);
  } catch (_error) {
    return null;
  }
}

function findRequest(app, id) {
  if (!/^[a-z0-9]{15}$/.test(id || '')) return null;
  try {
    return app.findRecordById('offer_requests', id);
  } catch (_error) {
    return null;
  }
}

/** A thread's offers, oldest first. */
function threadOffers(app, threadId, nowMs) {
  const titles = {};
  // Each card names its experience and option (in both languages), so nobody reads ids.
  const titleOf = (collection, id) => {
    const key = `${collection}:${id}`;
    if (!(key in titles)) {
      try {
        const record = app.findRecordById(collection, id);
        titles[key] = { ar: record.getString('title_ar'), en: record.getString('title_en') };
      } catch (_error) {
        titles[key] = null;
      }
    }
    return titles[key];
  };
  return app.findRecordsByFilter('offers', 'thread = {:thread}', 'created', 100, 0, { thread: threadId }).map((record) => {
    const row = withState(offerRow(record), nowMs);
    return { ...row, experience_title: row.experience ? titleOf('experiences', row.experience) : null, option_title: row.option ? titleOf('options', row.option) : null };
  });
}

/** How many of a traveller's requests still wait for an offer or an answer. */
function openRequestCount(app, owner) {
  const filter = owner.user ? 'user = {:user}' : "guest = {:guest} && user = ''";
  return app.findRecordsByFilter('offer_requests', `${filter} && (status = 'new' || status = 'offered')`, '', 100, 0, owner).length;
}

/** Gives an offer's held seats back to its slot (inside a transaction). */
function releaseSeats(txApp, offer, now) {
  const held = offer.getInt('seats_held');
  if (held > 0) {
    txApp.db().newQuery('UPDATE slots SET reserved = max(coalesce(reserved, 0) - {:seats}, 0), updated = {:now} WHERE id = {:id}').bind({ id: offer.getString('slot'), seats: held, now }).execute();
  }
  offer.set('seats_held', 0);
}

/** The request an offer answers: the one it names, else the thread's latest open one. */
function requestOf(txApp, offer) {
  const named = offer.getString('request');
  if (named) return findRequest(txApp, named);
  const rows = txApp.findRecordsByFilter('offer_requests', "thread = {:thread} && (status = 'new' || status = 'offered')", '-created', 1, 0, { thread: offer.getString('thread') });
  return rows.length > 0 ? rows[0] : null;
}

function setRequestStatus(txApp, request, status) {
  if (!request) return;
  request.set('status', status);
  txApp.save(request);
}

/** Whether this offer is the thread's newest (its state is the thread's offer_state). */
function newestOfThread(txApp, offer) {
  const rows = txApp.findRecordsByFilter('offers', 'thread = {:thread}', '-created', 1, 0, { thread: offer.getString('thread') });
  return rows.length > 0 && rows[0].id === offer.id;
}

const sumOf = (travellers) => Object.keys(travellers || {}).reduce((sum, key) => sum + (Number(travellers[key]) || 0), 0);

/**
 * A traveller's custom offer request: the thread (given, or a new one about the experience) and
 * the request as its first card, in one transaction.
 * @param input { owner: { user, guest }, request (validated), locale, experience: record | null, thread: record | null }
 * → { request, thread, message } records
 */
function createRequest(app, input) {
  const { owner, request, locale, experience } = input;
  let result = null;
  app.runInTransaction((txApp) => {
    const contact = request.contact;
    let thread = input.thread;
    if (!thread) {
      thread = chat.insertThread(txApp, {
        user: owner.user,
        guest: owner.guest,
        subject: experience ? experience.getString(`title_${locale}`) || experience.getString('title_ar') : '',
        locale,
        experience: experience ? experience.id : '',
        contact_name: contact.name,
        contact_email: contact.email,
        offer_state: 'requested',
      });
    }
    const record = new Record(txApp.findCachedCollectionByNameOrId('offer_requests'));
    if (request.id) record.set('id', request.id);
    if (owner.user) record.set('user', owner.user);
    if (owner.guest) record.set('guest', owner.guest);
    record.set('thread', thread.id);
    if (experience) record.set('experience', experience.id);
    record.set('name', contact.name);
    record.set('email', contact.email);
    if (contact.phone) record.set('phone', contact.phone);
    if (contact.countryCode) record.set('country_code', contact.countryCode);
    record.set('group_size', sumOf(request.travellers));
    record.set('date', request.dates[0]);
    record.set('dates', request.dates);
    record.set('travellers', request.travellers);
    record.set('budget', request.budget);
    record.set('language', request.language);
    if (request.notes) record.set('message', request.notes);
    record.set('locale', locale);
    record.set('status', 'new');
    txApp.save(record);

    const threadPatch = { offer_state: 'requested' };
    if (!thread.getString('contact_email')) threadPatch.contact_email = contact.email;
    if (!thread.getString('contact_name')) threadPatch.contact_name = contact.name;
    const written = chat.insertMessage(txApp, {
      threadId: thread.id,
      sender: 'customer',
      kind: 'request',
      offer_request: record.id,
      preview: tm(locale, 'preview_request', { count: sumOf(request.travellers), dates: request.dates.join(', ') }),
      threadPatch,
    });
    result = { request: record, thread: written.thread, message: written.message };
  });
  return result;
}

/**
 * Staff's offer in a thread, in one transaction: the slot priced from the catalog (the seats
 * the thread's open offer holds count as free for it), the price the given one or the computed
 * one, the seats held, the open offer replaced (withdrawn, its seats given back), the offer card
 * posted and the request marked.
 * @param input { thread: record, staff: actor, compose (validated), nowMs, settings }
 * → { kind: 'created', offer, replaced, message, thread } | { kind: 'unavailable', reason }
 */
function composeOffer(app, input) {
  const { compose, staff, nowMs } = input;
  const threadId = input.thread.id;
  let result = null;
  app.runInTransaction((txApp) => {
    const now = pbDate(nowMs);
    const thread = txApp.findRecordById('chat_threads', threadId);
    const open = txApp.findRecordsByFilter('offers', "thread = {:thread} && status = 'offered'", '-created', 10, 0, { thread: threadId });
    const heldSeats = {};
    for (const offer of open) heldSeats[offer.getString('slot')] = (heldSeats[offer.getString('slot')] || 0) + offer.getInt('seats_held');
    const { lines } = checkout.evaluateCart(txApp, { items: [compose.item], promoCode: '', userId: '', email: '', nowMs, heldSeats });
    const line = lines[0];
    if (!line || !line.available) {
      result = { kind: 'unavailable', reason: line ? line.reason : 'unknown_slot', problem: line ? line.problem : null };
      return;
    }
    const id = compose.id || newId();
    const locale = thread.getString('locale') === 'en' ? 'en' : 'ar';
    // The open offers give their seats back before the new one holds its own (a replacement on
    // the same slot needs them); they are marked replaced once the new offer exists.
    for (const offer of open) releaseSeats(txApp, offer, now);
    const held = txApp
      .db()
      .newQuery("UPDATE slots SET reserved = coalesce(reserved, 0) + {:seats}, updated = {:now} WHERE id = {:id} AND status = 'open' AND coalesce(reserved, 0) + {:seats} <= coalesce(capacity, 0)")
      .bind({ id: line.slotId, seats: line.seats, now })
      .execute();
    if (held.rowsAffected() !== 1) throw new Error(`offer seat hold refused for slot ${line.slotId}`);

    const total = compose.total === null ? line.total : compose.total;
    const offer = new Record(txApp.findCachedCollectionByNameOrId('offers'));
    offer.set('id', id);
    offer.set('thread', threadId);
    const request = txApp.findRecordsByFilter('offer_requests', "thread = {:thread} && (status = 'new' || status = 'offered')", '-created', 1, 0, { thread: threadId });
    if (request.length > 0) offer.set('request', request[0].id);
    offer.set('experience', line.experience.id);
    offer.set('option', line.option.id);
    offer.set('slot', line.slotId);
    offer.set('date', line.slot.date);
    offer.set('start_time', line.slot.start_time);
    offer.set('travellers', line.travellers);
    if (line.pickup) offer.set('pickup', line.pickup);
    offer.set('unit_prices', line.unitPrices);
    offer.set('computed_total', line.total);
    offer.set('total', total);
    offer.set('currency', 'SAR');
    offer.set('seats', line.seats);
    offer.set('seats_held', line.seats);
    offer.set('expires_at', pbDate(compose.expiresAtMs));
    offer.set('status', 'offered');
    if (compose.note) offer.set('note', compose.note);
    if (!staff.superuser) offer.set('staff', staff.id);
    offer.set('author_name', staff.name);
    offer.set('locale', locale);
    txApp.save(offer);
    setRequestStatus(txApp, request.length > 0 ? request[0] : null, 'offered');
    const replaced = [];
    for (const older of open) {
      older.set('status', 'withdrawn');
      older.set('replaced_by', offer.id);
      older.set('decided_at', now);
      txApp.save(older);
      replaced.push(older);
    }

    const written = chat.insertMessage(txApp, {
      threadId,
      sender: 'staff',
      kind: 'offer',
      offer: offer.id,
      body: compose.note,
      author_name: staff.name,
      staff: staff.superuser ? '' : staff.id,
      preview: tm(locale, 'preview_offer', { total: (total / 100).toFixed(2) }),
      threadPatch: { offer_state: 'offered' },
    });
    result = { kind: 'created', offer, replaced, message: written.message, thread: written.thread, line };
  });
  return result;
}

/**
 * Ends an open offer (declined by its traveller, withdrawn by staff, or expired): its seats go
 * back, its request and thread follow, and an event card is posted — in one transaction.
 * @param input { offerId, status: 'declined' | 'withdrawn' | 'expired', reason?, actor?, nowMs }
 * → { kind: 'ended', offer, message, thread } | { kind: 'not_open', offer }
 */
function endOffer(app, input) {
  let result = null;
  app.runInTransaction((txApp) => {
    const now = pbDate(input.nowMs);
    const offer = txApp.findRecordById('offers', input.offerId);
    // Expiring takes offers past their time; declining and withdrawing only open ones.
    const current = offer.getString('status');
    if (current !== 'offered' || (input.status !== 'expired' && effectiveStatus(offerRow(offer), input.nowMs) !== 'offered')) {
      result = { kind: 'not_open', offer };
      return;
    }
    releaseSeats(txApp, offer, now);
    offer.set('status', input.status);
    offer.set('decided_at', now);
    if (input.reason) offer.set('decline_reason', input.reason);
    txApp.save(offer);
    const newest = newestOfThread(txApp, offer);
    if (newest) setRequestStatus(txApp, requestOf(txApp, offer), REQUEST_STATUS[input.status]);
    const actor = input.actor || null;
    const sender = input.status === 'declined' ? 'customer' : input.status === 'withdrawn' ? 'staff' : 'system';
    const written = chat.insertMessage(txApp, {
      threadId: offer.getString('thread'),
      sender,
      kind: 'event',
      event: `offer_${input.status}`,
      offer: offer.id,
      body: input.reason || '',
      author_name: actor && actor.kind === 'staff' ? actor.name : '',
      staff: actor && actor.kind === 'staff' && !actor.superuser ? actor.id : '',
      threadPatch: newest ? { offer_state: input.status } : {},
    });
    result = { kind: 'ended', offer, message: written.message, thread: written.thread };
  });
  return result;
}

/** Offers past their expiry that are still 'offered' (oldest first). */
function dueOffers(app, nowMs, limit) {
  return app.findRecordsByFilter('offers', "status = 'offered' && expires_at <= {:now}", 'expires_at', limit || 200, 0, { now: pbDate(nowMs) });
}

// ---------------------------------------------------------------------------------------------
// The checkout of an offer (checkout-http.js)

/**
 * Whether the caller may pay this offer: it exists and its thread is theirs.
 * → { ok: true, offerId, threadId } | { ok: false }
 */
function offerForCheckout(app, offerId, actor, canSeeThread) {
  const offer = findOffer(app, offerId);
  if (!offer) return { ok: false };
  const thread = chat.findThread(app, offer.getString('thread'));
  if (!thread || actor.kind === 'staff' || !canSeeThread(actor, chat.threadRow(thread))) return { ok: false };
  return { ok: true, offerId: offer.id, threadId: thread.id };
}

/**
 * The checkout decision of an offer against one read (inside the transaction for the real
 * thing): refused when the offer cannot be paid, else the checkout's own decision for the
 * offer's slot and travellers at the offer's price, with the seats the offer holds counted free.
 * → checkout-data.decideCheckout's answer plus `offer: { id, heldSeats, holdUntilMs }`,
 *   or { kind: 'offer', refusal, order: { id, number, accessToken } | null }
 */
function decideOfferCheckout(app, { request, customer, nowMs, settings }) {
  const record = findOffer(app, request.offerId);
  if (!record) return { kind: 'offer', refusal: { status: 404, key: 'offer_not_found', code: 'offer_not_found' }, order: null, lines: [] };
  const offer = offerRow(record);
  let order = null;
  if (offer.status === 'accepted' && offer.order) {
    const stored = checkout.loadOrder(app, offer.order);
    if (stored) order = { id: stored.order.id, number: stored.order.number, accessToken: stored.order.access_token };
  }
  const refusal = checkoutRefusal(offer, nowMs, order ? order.number : '');
  if (refusal) return { kind: 'offer', refusal, order, lines: [] };
  const pickup = offer.pickup && offer.pickup.placeId ? { placeId: offer.pickup.placeId } : null;
  const items = [{ slotId: offer.slot, travellers: offer.travellers, pickup, expectedTotal: null }];
  const heldSeats = {};
  heldSeats[offer.slot] = offer.seats_held;
  const decision = checkout.decideCheckout(app, { request: { ...request, items, promoCode: '' }, customer, nowMs, settings, heldSeats, linePrices: [offer.total] });
  return { ...decision, offer: { id: offer.id, heldSeats, holdUntilMs: offerHoldUntilMs(nowMs, settings.holdMinutes, parsePbDate(offer.expires_at)) } };
}

/**
 * The offer becomes its order (inside the checkout's transaction, after the order is written):
 * accepted, its seats now the booking's, its request and thread marked, an event card posted.
 * Throws when the offer is no longer open (the transaction rolls back).
 */
function acceptOffer(txApp, offerId, orderId, nowMs) {
  const now = pbDate(nowMs);
  const changed = txApp
    .db()
    .newQuery("UPDATE offers SET status = 'accepted', `order` = {:order}, seats_held = 0, decided_at = {:now}, updated = {:now} WHERE id = {:id} AND status = 'offered' AND expires_at > {:now}")
    .bind({ id: offerId, order: orderId, now })
    .execute();
  if (changed.rowsAffected() !== 1) throw new Error(`offer ${offerId} is no longer open`);
  const offer = txApp.findRecordById('offers', offerId);
  setRequestStatus(txApp, requestOf(txApp, offer), 'accepted');
  return chat.insertMessage(txApp, { threadId: offer.getString('thread'), sender: 'system', kind: 'event', event: 'offer_accepted', offer: offerId, threadPatch: { offer_state: 'accepted' } });
}

/** What the offer card and the checkout page show: the offer, its experience and option. */
function offerDetails(app, record, nowMs) {
  const offer = withState(offerRow(record), nowMs);
  let experience;
  let option;
  try {
    const row = app.findRecordById('experiences', offer.experience);
    const images = chat.jsonOf(row, 'images') || [];
    experience = {
      id: row.id,
      slug: row.getString('slug'),
      title_ar: row.getString('title_ar'),
      title_en: row.getString('title_en'),
      image: Array.isArray(images) && images.length > 0 ? images[0] : null,
      includes: chat.jsonOf(row, 'includes'),
      cancellation_policy: chat.jsonOf(row, 'cancellation_policy'),
      duration_minutes: row.getInt('duration_minutes'),
    };
  } catch (_error) {
    experience = null;
  }
  try {
    const row = app.findRecordById('options', offer.option);
    option = { id: row.id, title_ar: row.getString('title_ar'), title_en: row.getString('title_en'), pay_later_allowed: row.getBool('pay_later_allowed'), guest_details_required: row.getBool('guest_details_required') };
  } catch (_error) {
    option = null;
  }
  return { offer, experience, option };
}

module.exports = {
  offerRow,
  acceptedOrderNumber,
  withState,
  findOffer,
  findRequest,
  threadOffers,
  openRequestCount,
  createRequest,
  composeOffer,
  endOffer,
  dueOffers,
  offerForCheckout,
  decideOfferCheckout,
  acceptOffer,
  offerDetails,
};
