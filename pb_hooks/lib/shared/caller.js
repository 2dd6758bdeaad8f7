// Who calls an endpoint, for every domain that asks (chat, offers, checkout, schedules,
// departures, reviews): the caller as a plain actor, whether it fits the endpoint, and the
// refusal in the caller's language. actorOf is pure; the rest reads PocketBase's request event.

const { t } = require('./messages.js');

const NOBODY = { kind: 'none', id: '', name: '', role: '', superuser: false };

/**
 * The caller, from a plain view of its auth record:
 * { collection, id, active?, name?, role?, mergedInto? } or null.
 * → { kind: 'customer' | 'guest' | 'staff' | 'none', id, name, role, superuser }
 * Inactive staff and guests that joined an account are nobody.
 */
function actorOf(auth) {
  if (!auth || typeof auth.id !== 'string' || auth.id === '') return NOBODY;
  switch (auth.collection) {
    case '_superusers':
      return { kind: 'staff', id: auth.id, name: 'Rihla', role: 'manager', superuser: true };
    case 'staff':
      return auth.active ? { kind: 'staff', id: auth.id, name: auth.name || '', role: auth.role === 'manager' ? 'manager' : 'agent', superuser: false } : NOBODY;
    case 'users':
      return { kind: 'customer', id: auth.id, name: '', role: '', superuser: false };
    case 'chat_guests':
      return auth.mergedInto ? NOBODY : { kind: 'guest', id: auth.id, name: '', role: '', superuser: false };
    default:
      return NOBODY;
  }
}

/** Whether an actor is a traveller (a customer, or a chat guest). */
const isTraveller = (actor) => actor.kind === 'customer' || actor.kind === 'guest';

/** A plain view of an auth record for actorOf. */
function authView(record, superuser) {
  if (!record) return null;
  const collection = record.collection().name;
  if (superuser || collection === '_superusers') return { collection: '_superusers', id: record.id };
  return {
    collection,
    id: record.id,
    active: collection === 'staff' ? record.getBool('active') : true,
    name: collection === 'staff' ? record.getString('name') : '',
    role: collection === 'staff' ? record.getString('role') : '',
    mergedInto: collection === 'chat_guests' ? record.getString('merged_into') : '',
  };
}

/** The caller of a request event (actorOf). */
function callerOf(e) {
  if (e.hasSuperuserAuth()) return actorOf({ collection: '_superusers', id: e.auth.id });
  return actorOf(authView(e.auth, false));
}

/**
 * Why a caller may not use an endpoint meant for `wanted` ('traveller', 'staff' or 'any'):
 * { status: 401 | 403, key } — or null when the caller fits.
 */
function callerRefusal(actor, wanted) {
  if (actor.kind === 'none') return { status: 401, key: wanted === 'staff' ? 'staff_only' : 'chat_identity_required' };
  if (wanted === 'staff' && actor.kind !== 'staff') return { status: 403, key: 'staff_only' };
  if (wanted === 'traveller' && !isTraveller(actor)) return { status: 403, key: 'travellers_only' };
  return null;
}

/** The refusal's answer, its text from `lookup` (a domain's messages; the shared ones by default). */
const refuse = (e, locale, refusal, lookup) => e.json(refusal.status, { status: refusal.status, message: (lookup || t)(locale, refusal.key), data: {} });

/** Answers are never cached: they depend on who asks. */
const noStore = (e) => e.response.header().set('Cache-Control', 'no-store');

/** The caller when active staff, else null after answering 401/403 (texts from `lookup`); the answer is never cached. */
function staffCaller(e, locale, lookup) {
  noStore(e);
  const actor = callerOf(e);
  const refusal = callerRefusal(actor, 'staff');
  if (!refusal) return actor;
  refuse(e, locale, refusal, lookup);
  return null;
}

/** The 400 for a body that is not a JSON object. */
const invalidBody = (e, locale, lookup) => e.json(400, { status: 400, message: (lookup || t)(locale, 'invalid_body'), data: {} });

module.exports = { NOBODY, actorOf, isTraveller, authView, callerOf, callerRefusal, refuse, noStore, staffCaller, invalidBody };
