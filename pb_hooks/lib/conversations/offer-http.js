// The HTTP side of custom offers: a traveller's request, the offer card's details, declining,
// staff composing and withdrawing offers, and the expiry job. Each function is one route
// handler registered in pb_hooks/offers.pb.js; accepting an offer is the checkout's
// (checkout-http.js with `offerId`). docs/decisions/032-custom-offers.md. Runs only inside PocketBase.

const { tm } = require('./conversation-messages.js');
const rules = require('./chat-rules.js');
const { validateOfferRequest, validateOfferCompose, changeRefusal, checkDeclineReason } = require('./offer-rules.js');
const chat = require('./chat-data.js');
const offers = require('./offer-data.js');
const http = require('./chat-request.js');
const { announceMessage, announceOffer } = require('./chat-announce.js');
const { offerMail, requestMail } = require('./chat-mail.js');
const { sendMail, appUrl } = require('../shared/mail-send.js');

const clock = require('../shared/clock.js');

const noStore = (e) => e.response.header().set('Cache-Control', 'no-store');

/** The offer of the path's {id} when the caller may see its thread, with the thread; else null. */
function visibleOffer(actor, id) {
  const offer = offers.findOffer($app, id);
  if (!offer) return null;
  const thread = chat.findThread($app, offer.getString('thread'));
  return thread && rules.canSeeThread(actor, chat.threadRow(thread)) ? { offer, thread } : null;
}

/** A refused change of an offer in the caller's language. */
const refuseChange = (e, locale, refusal) => e.json(refusal.status, { status: refusal.status, message: tm(locale, refusal.key, refusal.params), data: { offer: { code: refusal.code, message: tm(locale, refusal.key, refusal.params) } } });

/** Mails every active staff member about a new request (never fails the request). */
function mailStaff(thread, request, experienceTitles) {
  try {
    for (const member of chat.staffRecipients($app)) {
      const title = experienceTitles ? experienceTitles[member.locale === 'en' ? 'en' : 'ar'] : '';
      sendMail(member.email, requestMail({ locale: member.locale, threadId: thread.id, appUrl: appUrl(), experienceTitle: title, request }));
    }
  } catch (error) {
    $app.logger().warn('request mail to staff not sent', 'thread', thread.id, 'error', String(error));
  }
}

/**
 * POST /api/store/offers/requests (a customer or a chat guest) → 201 { request, thread, message };
 * a retry with the same id answers 200 with what it made.
 */
function createRequest(e) {
  noStore(e);
  const { body, locale } = http.readJson(e);
  if (!body) return http.invalidBody(e, locale);
  const actor = http.callerOf(e);
  const refusal = http.callerRefusal(actor, 'traveller');
  if (refusal) return http.refuse(e, locale, refusal);
  const nowMs = clock.nowMs(e);
  const valid = validateOfferRequest(body, locale, nowMs);
  if (!valid.ok) return e.json(400, valid.error);
  const request = valid.request;
  const owner = rules.ownerFields(actor);

  if (request.id) {
    const earlier = offers.findRequest($app, request.id);
    if (earlier) {
      const mine = rules.ownsThread(actor, { user: earlier.getString('user'), guest: earlier.getString('guest') });
      if (!mine) return http.fail(e, 409, locale, 'request_id_taken', null, 'id', 'validation_id_taken');
      e.response.header().set('Idempotent-Replayed', 'true');
      const thread = chat.findThread($app, earlier.getString('thread'));
      return e.json(200, { request: chat.requestRow(earlier), thread: chat.threadRow(thread), message: null });
    }
  }
  let thread = null;
  if (request.threadId) {
    thread = chat.findThread($app, request.threadId);
    if (!thread || !rules.ownsThread(actor, chat.threadRow(thread))) return http.fail(e, 404, locale, 'thread_not_found', null, 'threadId', 'validation_not_found');
  }
  let experience = null;
  if (request.experienceId) {
    try {
      experience = $app.findRecordById('experiences', request.experienceId);
    } catch (_error) {
      return http.fail(e, 404, locale, 'experience_not_found', null, 'experienceId', 'validation_not_found');
    }
  }
  if (offers.openRequestCount($app, owner) >= rules.LIMITS.openRequestsPerOwner) return http.fail(e, 429, locale, 'too_many_open_requests', { max: rules.LIMITS.openRequestsPerOwner });
  if (!thread && chat.openThreadCount($app, owner) >= rules.LIMITS.openThreadsPerOwner) return http.fail(e, 429, locale, 'too_many_threads', { max: rules.LIMITS.openThreadsPerOwner });

  const threadLocale = locale;
  let written;
  try {
    written = offers.createRequest($app, { owner, request, locale: thread ? thread.getString('locale') || threadLocale : threadLocale, experience, thread });
  } catch (error) {
    const raced = request.id ? offers.findRequest($app, request.id) : null;
    if (raced && rules.ownsThread(actor, { user: raced.getString('user'), guest: raced.getString('guest') })) {
      return e.json(200, { request: chat.requestRow(raced), thread: chat.threadRow(chat.findThread($app, raced.getString('thread'))), message: null });
    }
    $app.logger().error('offer request not saved', 'error', String(error));
    return http.fail(e, 503, locale, 'chat_busy');
  }
  const answer = announceMessage(written.thread, written.message);
  mailStaff(answer.thread, request, experience ? { ar: experience.getString('title_ar'), en: experience.getString('title_en') } : null);
  return e.json(201, { request: chat.requestRow(written.request), thread: answer.thread, message: answer.message });
}

/** GET /api/store/offers/{id} : the offer card's details (its traveller or staff). */
function offerView(e) {
  noStore(e);
  const { locale } = http.readJson(e);
  const actor = http.callerOf(e);
  const refusal = http.callerRefusal(actor, 'any');
  if (refusal) return http.refuse(e, locale, refusal);
  const found = visibleOffer(actor, e.request.pathValue('id'));
  if (!found) return http.fail(e, 404, locale, 'offer_not_found');
  return e.json(200, offers.offerDetails($app, found.offer, Date.now()));
}

/** Ends an offer (decline or withdraw) for a caller who may. */
function endOffer(e, status, wanted) {
  noStore(e);
  const { body, locale } = http.readJson(e);
  const actor = http.callerOf(e);
  const refusal = http.callerRefusal(actor, wanted);
  if (refusal) return http.refuse(e, locale, refusal);
  const found = visibleOffer(actor, e.request.pathValue('id'));
  if (!found) return http.fail(e, 404, locale, 'offer_not_found');
  let reason = '';
  if (status === 'declined') {
    const checked = checkDeclineReason(body ? body.reason : '');
    if (!checked.ok) return http.fail(e, 400, locale, checked.key, checked.params, 'reason', checked.code);
    reason = checked.reason;
  }
  const nowMs = Date.now();
  const closed = changeRefusal(offers.offerRow(found.offer), nowMs, offers.acceptedOrderNumber($app, found.offer));
  if (closed) return refuseChange(e, locale, closed);
  const result = offers.endOffer($app, { offerId: found.offer.id, status, reason, actor, nowMs });
  if (result.kind !== 'ended') return refuseChange(e, locale, changeRefusal(offers.offerRow(result.offer), nowMs, offers.acceptedOrderNumber($app, result.offer)) || { status: 409, key: 'offer_not_open', code: 'offer_not_open' });
  const answer = announceOffer(result.thread, result.message, result.offer);
  return e.json(200, answer);
}

/** POST /api/store/offers/{id}/decline { reason? } (the offer's traveller) → 200 { offer, message, thread } */
const decline = (e) => endOffer(e, 'declined', 'traveller');

/** POST /api/store/staff/offers/{id}/withdraw (staff) → 200 { offer, message, thread } */
const withdraw = (e) => endOffer(e, 'withdrawn', 'staff');

/**
 * POST /api/store/staff/threads/{id}/offers { id?, item: { slotId, travellers, pickup? }, total?, expiresInHours? | expiresAt?, note? }
 * → 201 { offer, message, thread, replaced: [ids] }
 */
function composeOffer(e) {
  const request = http.threadRequest(e, 'staff');
  if (!request.thread) return request.answer;
  const { body, locale, actor, thread } = request;
  if (!body) return http.invalidBody(e, locale);
  const nowMs = clock.nowMs(e);
  const valid = validateOfferCompose(body, locale, nowMs);
  if (!valid.ok) return e.json(400, valid.error);
  const compose = valid.offer;
  if (compose.id) {
    const earlier = offers.findOffer($app, compose.id);
    if (earlier) {
      if (earlier.getString('thread') !== thread.id) return http.fail(e, 409, locale, 'offer_id_taken', null, 'id', 'validation_id_taken');
      e.response.header().set('Idempotent-Replayed', 'true');
      return e.json(200, { offer: offers.withState(offers.offerRow(earlier), nowMs), message: null, thread: chat.threadRow(chat.findThread($app, thread.id)), replaced: [] });
    }
  }
  let result;
  try {
    result = offers.composeOffer($app, { thread, staff: actor, compose, nowMs });
  } catch (error) {
    $app.logger().warn('offer not made', 'thread', thread.id, 'error', String(error));
    result = { kind: 'unavailable', reason: 'not_enough_seats' };
  }
  if (result.kind !== 'created' && result.problem) {
    // Travellers the option does not take, or a pickup it needs: the checkout's own wording.
    const message = tm(locale, result.problem.key, result.problem.params);
    return e.json(400, { status: 400, message, data: { item: { [result.problem.field]: { code: result.problem.code, message } } } });
  }
  if (result.kind !== 'created') {
    const message = tm(locale, 'offer_slot_unavailable');
    return e.json(409, { status: 409, message, data: { item: { code: `offer_${result.reason || 'unavailable'}`, message } } });
  }
  const answer = announceOffer(result.thread, result.message, result.offer);
  mailOffer(result.thread, result.offer, result.line);
  return e.json(201, { ...answer, replaced: result.replaced.map((offer) => offer.id) });
}

/** Mails the traveller about a new offer, in the thread's language (never fails the offer). */
function mailOffer(threadRecord, offerRecord, line) {
  try {
    const address = chat.travellerAddress($app, threadRecord);
    if (!address.email) return;
    const locale = address.locale === 'en' ? 'en' : 'ar';
    const row = offers.offerRow(offerRecord);
    sendMail(
      address.email,
      offerMail({ locale, name: address.name, threadId: threadRecord.id, appUrl: appUrl(), title: line.experience[`title_${locale}`] || line.experience.title_ar, optionTitle: line.option[`title_${locale}`] || '', offer: row }),
    );
  } catch (error) {
    $app.logger().warn('offer mail not sent', 'offer', offerRecord.id, 'error', String(error));
  }
}

/** Expires every open offer past its time, each in its own transaction. → how many */
function expireDueOffers(app, nowMs) {
  let expired = 0;
  for (const due of offers.dueOffers(app, nowMs, 500)) {
    try {
      const result = offers.endOffer(app, { offerId: due.id, status: 'expired', nowMs });
      if (result.kind !== 'ended') continue;
      expired += 1;
      announceOffer(result.thread, result.message, result.offer);
    } catch (error) {
      app.logger().error('offer not expired', 'offer', due.id, 'error', String(error));
    }
  }
  return expired;
}

/** POST /api/store/admin/expire-offers (superusers): the job's work now. → 200 { expired } */
function expireOffersNow(e) {
  noStore(e);
  return e.json(200, { expired: expireDueOffers($app, Date.now()) });
}

module.exports = { createRequest, offerView, decline, withdraw, composeOffer, expireDueOffers, expireOffersNow };
