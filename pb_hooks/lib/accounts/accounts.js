// Accounts inside PocketBase: mail settings from the environment, the customer's language in
// reset and verification mails, mail capture and logging, email verification by link, and guest
// orders joining a verified account. Registered in pb_hooks/accounts.pb.js. Uses $app, $os.
/* global ValidationError */

const { accountMail, mailSettingsFromEnv, mailCaptureDir } = require('./account-mail.js');
const { currentAddresses } = require('../shared/public-address.js');
const { hasInvisibleCharacters } = require('./person-name.js');
const { requestLocale, t } = require('../shared/messages.js');

const ENV_NAMES = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_USERNAME', 'SMTP_PASSWORD', 'SMTP_TLS', 'MAIL_SENDER_ADDRESS', 'MAIL_SENDER_NAME', 'APP_URL', 'RIHLA_MAIL_CAPTURE_DIR', 'RIHLA_ENV'];

function environment() {
  const env = {};
  for (const name of ENV_NAMES) env[name] = $os.getenv(name);
  return env;
}

/**
 * Applies the environment's SMTP, sender and public address to the running settings (in
 * memory, so secrets are not written to the database; re-applied after every settings reload).
 * The address is APP_URL, else the one the server listens on (public-address.js): PocketBase's
 * own default, http://localhost:8090, would put dead links in mails.
 */
function applyMailEnvironment(app) {
  const wanted = mailSettingsFromEnv(environment());
  const settings = app.settings();
  if (wanted.smtp) {
    settings.smtp.enabled = true;
    settings.smtp.host = wanted.smtp.host;
    settings.smtp.port = wanted.smtp.port;
    settings.smtp.username = wanted.smtp.username;
    settings.smtp.password = wanted.smtp.password;
    settings.smtp.tls = wanted.smtp.tls;
  }
  if (wanted.sender.address) settings.meta.senderAddress = wanted.sender.address;
  if (wanted.sender.name) settings.meta.senderName = wanted.sender.name;
  settings.meta.appURL = currentAddresses().appUrl;
}

const addressesOf = (list) => {
  const out = [];
  for (let index = 0; list && index < list.length; index += 1) if (list[index] && list[index].address) out.push(list[index].address);
  return out;
};

/**
 * onMailerSend: every mail is written to the capture folder when there is one; without SMTP the
 * mail is not sent (PocketBase would otherwise try sendmail and fail) and only its recipient and
 * subject are logged: its body carries reset, verification and order links whose tokens must
 * never reach a log. Returns true when the mail should go on to the mailer.
 */
function handleOutgoingMail(app, message) {
  const to = addressesOf(message.to).join(', ');
  const dir = mailCaptureDir(environment(), app.dataDir());
  if (dir) {
    try {
      $os.mkdirAll(dir, 0o755);
      const name = `${Date.now()}-${$security.randomStringWithAlphabet(8, 'abcdefghijklmnopqrstuvwxyz0123456789')}.json`;
      // Written under another name and renamed: a reader of the folder never finds half a mail.
      $os.writeFile(`${dir}/.${name}.part`, JSON.stringify({ to, subject: message.subject, html: message.html, text: message.text }), 0o644);
      $os.rename(`${dir}/.${name}.part`, `${dir}/${name}`);
    } catch (error) {
      app.logger().warn('mail capture failed', 'error', String(error));
    }
  }
  if (app.settings().smtp.enabled) return true;
  const where = dir ? `; it is in ${dir}` : '; set SMTP_HOST to send mails, or RIHLA_MAIL_CAPTURE_DIR to keep them as files';
  app.logger().info('mail not sent (no SMTP configured)', 'to', to, 'subject', message.subject);
  console.log(`[mail not sent: no SMTP configured] to: ${to}, subject: ${message.subject}${where}`);
  return false;
}

/** onMailerRecordPasswordResetSend / onMailerRecordVerificationSend for users: the mail in the customer's language. */
function localiseAccountMail(app, e, kind) {
  const token = e.meta && e.meta.token ? String(e.meta.token) : '';
  if (!token) return;
  const mail = accountMail({ kind, locale: e.record.getString('locale'), name: e.record.getString('first_name'), appUrl: currentAddresses().appUrl, token });
  e.message.subject = mail.subject;
  e.message.html = mail.html;
  e.message.text = mail.text;
}

/**
 * GET /api/store/auth/verify-email?token=&locale= : the link of the verification mail. Confirms
 * the address like PocketBase's confirm-verification and redirects to the sign-in page with
 * ?verified=1 (or ?verified=0 when the link is invalid or expired). A link opened again for an
 * address already verified calls `onVerified(app, record)` (the checkout's claim of guest
 * orders, handed in by pb_hooks/accounts.pb.js); a first confirmation reaches it through the
 * users' update hook.
 */
function verifyEmail(e, onVerified) {
  const query = e.request.url.query();
  const prefix = query.get('locale') === 'en' ? '/en' : '';
  e.response.header().set('Cache-Control', 'no-store');
  const token = query.get('token') || '';
  try {
    if (!token || token.length > 2000) throw new Error('missing token');
    const record = $app.findAuthRecordByToken(token, 'verification');
    const claims = $security.parseUnverifiedJWT(token);
    if (record.collection().name !== 'users' || claims.email !== record.email()) throw new Error('token does not match the account');
    if (!record.verified()) {
      record.setVerified(true);
      $app.save(record);
    } else {
      onVerified($app, record);
    }
    return e.redirect(303, `${prefix}/auth/login?verified=1`);
  } catch (_error) {
    return e.redirect(303, `${prefix}/auth/login?verified=0`);
  }
}

/**
 * onRecordCreateRequest / onRecordUpdateRequest for users: a customer's names may hold no
 * invisible or direction-changing characters (person-name.js); a 400 in the customer's
 * language (their `locale`, else the request's) with the field's error.
 */
function checkCustomerNames(e) {
  const http = e.requestEvent;
  const locale = requestLocale(e.record.getString('locale'), http.request.header.get('Accept-Language'));
  const data = {};
  for (const field of ['first_name', 'last_name']) {
    if (hasInvisibleCharacters(e.record.getString(field))) data[field] = new ValidationError('validation_invisible_characters', t(locale, 'name_invisible_characters'));
  }
  if (Object.keys(data).length > 0) throw new BadRequestError(t(locale, 'name_invisible_characters'), data);
}

/**
 * onRecordCreate / onRecordUpdate for users, on every save (sign-up, the dashboard, an email
 * change): the address is kept in lower case, so one mailbox is one account (the email index
 * compares without case too, migration 1767226730).
 */
function lowerCaseEmail(record) {
  const email = record.email();
  if (email && email !== email.toLowerCase()) record.setEmail(email.toLowerCase());
}

module.exports = { applyMailEnvironment, handleOutgoingMail, localiseAccountMail, verifyEmail, checkCustomerNames, lowerCaseEmail };
