// Account mails (password reset, email verification) in the customer's language, the mail
// settings taken from the environment, and the test capture folder. Pure: accounts.js applies
// them inside PocketBase.
//
//   - a user whose `locale` is 'ar' or 'en' gets the mail in that language; a user without one
//     gets Arabic and English in one mail (Arabic first);
//   - reset link: {APP_URL}/auth/reset-password#token=… (Arabic) or {APP_URL}/en/auth/reset-password#token=…;
//   - verification link: {APP_URL}/auth/login#verify=… (or /en/auth/login#verify=…): the sign-in
//     page confirms the address with PocketBase's confirm-verification and says so.
//   Tokens ride in the fragment, which browsers never send to a server: they stay out of request
//   logs and Referer headers.

const { ta } = require('./account-messages.js');

const escapeHtml = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const trimSlash = (url) => String(url || '').replace(/\/+$/, '');

/** The link a mail carries, per language. */
function accountLink(kind, locale, appUrl, token) {
  const base = trimSlash(appUrl);
  const encoded = encodeURIComponent(token);
  const prefix = locale === 'en' ? '/en' : '';
  if (kind === 'alert') return `${base}${prefix}/auth/forgot-password`;
  if (kind === 'reset') return `${base}${prefix}/auth/reset-password#token=${encoded}`;
  return `${base}${prefix}/auth/login#verify=${encoded}`;
}

const KEYS = {
  reset: { subject: 'mail_reset_subject', intro: 'mail_reset_intro', button: 'mail_reset_button', ignore: 'mail_reset_ignore' },
  verify: { subject: 'mail_verify_subject', intro: 'mail_verify_intro', button: 'mail_verify_button', ignore: 'mail_verify_ignore' },
  // Repeated wrong passwords (sign-in-throttle.js): a way to a new password, and reassurance.
  alert: { subject: 'mail_sign_in_alert_subject', intro: 'mail_sign_in_alert_intro', button: 'mail_reset_button', ignore: 'mail_sign_in_alert_ignore' },
};

function section(kind, locale, name, link) {
  const keys = KEYS[kind];
  const greeting = name ? ta(locale, 'mail_greeting', { name }) : ta(locale, 'mail_greeting_anonymous');
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const html = [
    `<div dir="${dir}" lang="${locale}" style="font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.6;text-align:${dir === 'rtl' ? 'right' : 'left'}">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(ta(locale, keys.intro))}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(ta(locale, keys.button))}</a></p>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(ta(locale, 'mail_link_hint'))}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(ta(locale, keys.ignore))}</p>`,
    `<p>${escapeHtml(ta(locale, 'mail_signature'))}</p>`,
    '</div>',
  ].join('\n');
  const text = [greeting, '', ta(locale, keys.intro), '', link, '', ta(locale, keys.ignore), '', ta(locale, 'mail_signature')].join('\n');
  return { subject: ta(locale, keys.subject), html, text };
}

/**
 * A password reset ('reset'), verification ('verify') or failed sign-ins ('alert') mail.
 * @param input { kind, locale: 'ar' | 'en' | '' , name, appUrl, token ('' for 'alert') }
 * @returns { subject, html, text, links: { ar?, en? } }
 */
function accountMail(input) {
  const locales = input.locale === 'ar' || input.locale === 'en' ? [input.locale] : ['ar', 'en'];
  const name = typeof input.name === 'string' ? input.name.trim().slice(0, 80) : '';
  const links = {};
  const sections = locales.map((locale) => {
    links[locale] = accountLink(input.kind, locale, input.appUrl, input.token);
    return section(input.kind, locale, name, links[locale]);
  });
  return {
    subject: sections.map((part) => part.subject).join(' | '),
    html: `<!doctype html>\n<html><body>\n${sections.map((part) => part.html).join('\n<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">\n')}\n</body></html>`,
    text: sections.map((part) => part.text).join('\n\n---\n\n'),
    links,
  };
}

const truthy = (value) => /^(1|true|yes|on)$/i.test(String(value || '').trim());

/**
 * The mail settings the environment asks for (SMTP_HOST, SMTP_PORT, SMTP_USERNAME,
 * SMTP_PASSWORD, SMTP_TLS, MAIL_SENDER_ADDRESS, MAIL_SENDER_NAME, APP_URL).
 * → { smtp: {...} | null, sender: { address?, name? }, appUrl: string | null }
 */
function mailSettingsFromEnv(env) {
  const get = (name) => (typeof env[name] === 'string' ? env[name].trim() : '');
  const host = get('SMTP_HOST');
  let smtp = null;
  if (host) {
    const port = Number(get('SMTP_PORT')) || 587;
    smtp = {
      enabled: true,
      host,
      port,
      username: get('SMTP_USERNAME'),
      password: typeof env.SMTP_PASSWORD === 'string' ? env.SMTP_PASSWORD : '',
      tls: get('SMTP_TLS') ? truthy(get('SMTP_TLS')) : port === 465,
    };
  }
  const sender = {};
  if (get('MAIL_SENDER_ADDRESS')) sender.address = get('MAIL_SENDER_ADDRESS');
  if (get('MAIL_SENDER_NAME')) sender.name = get('MAIL_SENDER_NAME');
  const appUrl = get('APP_URL') ? trimSlash(get('APP_URL')) : null;
  return { smtp, sender, appUrl };
}

/** Where mails are also written as JSON: RIHLA_MAIL_CAPTURE_DIR, else <data dir>/mail-capture under RIHLA_ENV=test, else nowhere (''). */
function mailCaptureDir(env, dataDir) {
  if (typeof env.RIHLA_MAIL_CAPTURE_DIR === 'string' && env.RIHLA_MAIL_CAPTURE_DIR.trim()) return trimSlash(env.RIHLA_MAIL_CAPTURE_DIR.trim());
  if (env.RIHLA_ENV === 'test' && dataDir) return `${trimSlash(dataDir)}/mail-capture`;
  return '';
}

/**
 * The users collection's reset and verification templates (both languages in one mail), with
 * PocketBase's {APP_URL} and {TOKEN} placeholders: what is sent when no customer language is known.
 */
function userMailTemplates() {
  const placeholders = (text) => text.split('APPURLPLACEHOLDER').join('{APP_URL}').split('TOKENPLACEHOLDER').join('{TOKEN}');
  const template = (kind) => {
    const mail = accountMail({ kind, locale: '', name: '', appUrl: 'APPURLPLACEHOLDER', token: 'TOKENPLACEHOLDER' });
    return { subject: mail.subject, body: placeholders(mail.html) };
  };
  return { reset: template('reset'), verify: template('verify') };
}

module.exports = { accountMail, accountLink, mailSettingsFromEnv, mailCaptureDir, escapeHtml, userMailTemplates };
