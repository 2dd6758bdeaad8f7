// The per-account sign-in throttle inside PocketBase (sign-in-throttle.js decides): registered
// in pb_hooks/accounts.pb.js on password sign-ins of customers and staff, and on password
// resets. State lives in the app's in-memory store, one entry per account (or per unknown
// identity, so an unknown address is answered exactly like a known one). Uses $app.
/* global MailerMessage */

const throttle = require('./sign-in-throttle.js');
const { requestLocale } = require('../shared/messages.js');
const { ta } = require('./account-messages.js');
const { accountMail } = require('./account-mail.js');
const { currentAddresses } = require('../shared/public-address.js');

const PREFIX = 'rihla:sign-in:';
// Above this many entries in the store, idle throttle states are dropped.
const STORE_LIMIT = 20000;

const keyFor = (collection, recordId, identity) => `${PREFIX}${collection}:${recordId || `?${String(identity || '').trim().toLowerCase()}`}`;

function update(key, change) {
  let result = null;
  $app.store().setFunc(key, (old) => {
    result = change(throttle.parseThrottle(old));
    return JSON.stringify(result.state || result);
  });
  return result;
}

function dropIdle(nowMs) {
  if ($app.store().length() < STORE_LIMIT) return;
  const all = $app.store().getAll();
  for (const key of Object.keys(all)) {
    if (key.indexOf(PREFIX) === 0 && throttle.isIdle(throttle.parseThrottle(all[key]), nowMs)) $app.store().remove(key);
  }
}

function mailOwner(record) {
  try {
    const mail = accountMail({ kind: 'alert', locale: record.getString('locale'), name: record.getString('first_name'), appUrl: currentAddresses().appUrl, token: '' });
    const message = new MailerMessage({
      from: { address: $app.settings().meta.senderAddress, name: $app.settings().meta.senderName },
      to: [{ address: record.email() }],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
    $app.newMailClient().send(message);
  } catch (error) {
    $app.logger().warn('failed sign-ins mail not sent', 'record', record.id, 'error', String(error));
  }
}

/** onRecordAuthWithPasswordRequest: refuses with 429 while the account must wait, else counts the outcome. */
function guardSignIn(e) {
  const collection = e.collection.name;
  const key = keyFor(collection, e.record ? e.record.id : '', e.identity);
  const address = e.realIP();
  const nowMs = Date.now();
  const verdict = throttle.checkSignIn(throttle.parseThrottle($app.store().get(key)), { nowMs, address });
  if (!verdict.allowed) {
    // In the JS runtime this event reaches the request's fields through requestEvent.
    const http = e.requestEvent;
    const locale = requestLocale(null, http.request.header.get('Accept-Language'));
    http.response.header().set('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
    // Staff have no reset page of their own: a manager or the administrator sets a new password.
    return http.json(429, { status: 429, message: ta(locale, collection === 'users' ? 'sign_in_throttled' : 'sign_in_throttled_staff'), data: {} });
  }
  try {
    e.next();
  } catch (error) {
    const failed = update(key, (state) => throttle.afterFailure(state, { nowMs }));
    if (failed.mailOwner && e.record && collection === 'users') mailOwner(e.record);
    dropIdle(nowMs);
    throw error;
  }
  update(key, (state) => ({ state: throttle.afterSuccess(state, { nowMs, address }) }));
  return undefined;
}

/** onRecordConfirmPasswordResetRequest: a new password clears the account's count. */
function clearAfterReset(e) {
  e.next();
  if (e.record) update(keyFor(e.collection.name, e.record.id, ''), (state) => ({ state: throttle.afterReset(state) }));
}

module.exports = { guardSignIn, clearAfterReset };
