// The conversation mails, pure: to the traveller when an offer arrives or staff reply while they
// are away (in the thread's language), and to staff when a custom offer request comes in (in the
// staff member's language). Rows in, { subject, html, text, link } out; chat-http.js and
// offer-http.js send them after their transaction (docs/decisions/033-chat-notifications.md).

const { escapeHtml } = require('../accounts/account-mail.js');
const { isolateText } = require('../shared/messages.js');
const { money, deadlineText, travellersText, wrap, button } = require('../checkout/order-mail.js');
const { mailDate, mailDateTime } = require('../shared/mail-numbers.js');

const LANGUAGE_NAMES = { ar: ['العربية', 'Arabic'], en: ['الإنجليزية', 'English'] };

const TEXT = {
  ar: {
    greeting: 'مرحبًا {name}،',
    greeting_anonymous: 'مرحبًا،',
    signature: 'فريق رحلة',
    open_chat: 'افتح المحادثة',
    device_hint: 'تفتح المحادثة على الجهاز الذي بدأتها منه، أو في حسابك إن كنت مسجّلًا.',
    offer_subject: 'عرض خاص من رحلة: {title}',
    offer_intro: 'أرسل إليك فريق رحلة عرضًا خاصًا. اقبله وادفع قبل انتهاء صلاحيته.',
    offer_when: 'الموعد',
    offer_travellers: 'المسافرون',
    offer_total: 'الإجمالي',
    offer_expires: 'صالح حتى',
    offer_note: 'ملاحظة الفريق',
    reply_subject: 'ردّ فريق رحلة على رسالتك',
    reply_intro: 'كتب إليك {author} في محادثتك مع رحلة:',
    request_subject: 'طلب عرض خاص جديد من {name}',
    request_intro: 'وصل طلب عرض خاص جديد. الرد عليه في صندوق المحادثات.',
    request_experience: 'التجربة',
    request_dates: 'التواريخ',
    request_travellers: 'المسافرون',
    request_budget: 'الميزانية',
    request_language: 'لغة الجولة',
    request_contact: 'التواصل',
    request_notes: 'ملاحظات',
    open_inbox: 'افتح المحادثة في صندوق الفريق',
    none: '—',
  },
  en: {
    greeting: 'Hello {name},',
    greeting_anonymous: 'Hello,',
    signature: 'The Rihla team',
    open_chat: 'Open the conversation',
    device_hint: 'The conversation opens on the device you started it on, or in your account if you are signed in.',
    offer_subject: 'A custom offer from Rihla: {title}',
    offer_intro: 'The Rihla team sent you a custom offer. Accept and pay before it expires.',
    offer_when: 'When',
    offer_travellers: 'Travellers',
    offer_total: 'Total',
    offer_expires: 'Valid until',
    offer_note: 'A note from the team',
    reply_subject: 'Rihla replied to your message',
    reply_intro: '{author} wrote to you in your conversation with Rihla:',
    request_subject: 'New custom offer request from {name}',
    request_intro: 'A new custom offer request came in. Answer it in the inbox.',
    request_experience: 'Experience',
    request_dates: 'Dates',
    request_travellers: 'Travellers',
    request_budget: 'Budget',
    request_language: 'Tour language',
    request_contact: 'Contact',
    request_notes: 'Notes',
    open_inbox: 'Open the conversation in the team inbox',
    none: '—',
  },
};

const localeOf = (value) => (value === 'en' ? 'en' : 'ar');

function say(locale, key, params) {
  let value = TEXT[locale][key];
  for (const name of Object.keys(params || {})) value = value.split(`{${name}}`).join(String(params[name]));
  return value;
}

const base = (appUrl) => String(appUrl || '').replace(/\/+$/, '');
const prefix = (locale) => (locale === 'en' ? '/en' : '');

/** The traveller's link to a conversation (the app's chat screen; no secret in it). */
const threadLink = (appUrl, locale, threadId) => `${base(appUrl)}${prefix(locale)}/chat/${threadId}`;

/** Staff's link to a conversation in the inbox. */
const inboxLink = (appUrl, locale, threadId) => `${base(appUrl)}${prefix(locale)}/staff/chat/${threadId}`;

const greeting = (locale, name) => (name ? say(locale, 'greeting', { name }) : say(locale, 'greeting_anonymous'));

function compose(locale, paragraphs, rows, link, buttonLabel, hint) {
  const html = wrap(
    locale,
    [
      ...paragraphs.map((text) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`),
      rows.length > 0 ? `<ul>${rows.map((row) => `<li><strong>${escapeHtml(row[0])}</strong>: <span>${escapeHtml(row[1]).replace(/\n/g, '<br>')}</span></li>`).join('')}</ul>` : '',
      button(link, buttonLabel),
      `<p style="font-size:13px;color:#555"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      hint ? `<p style="font-size:13px;color:#555">${escapeHtml(hint)}</p>` : '',
      `<p>${escapeHtml(say(locale, 'signature'))}</p>`,
    ].join('\n'),
  );
  const text = [...paragraphs, '', ...rows.map((row) => `${row[0]}: ${row[1]}`), '', link, hint ? `\n${hint}` : '', '', say(locale, 'signature')].join('\n');
  return { html, text };
}

/**
 * A new offer, to the traveller.
 * @param input { locale, name, threadId, appUrl, title (experience, in the thread's language), optionTitle,
 *   offer: { date, start_time, travellers, total, expires_at, note } }
 */
function offerMail(input) {
  const locale = localeOf(input.locale);
  const offer = input.offer;
  const link = threadLink(input.appUrl, locale, input.threadId);
  const title = input.optionTitle ? `${input.title} (${input.optionTitle})` : input.title;
  const rows = [
    [say(locale, 'offer_when'), mailDateTime(offer.date, offer.start_time, locale)],
    [say(locale, 'offer_travellers'), travellersText(offer.travellers, locale)],
    [say(locale, 'offer_total'), money(offer.total, locale)],
    [say(locale, 'offer_expires'), deadlineText(offer.expires_at, locale)],
  ];
  if (offer.note) rows.push([say(locale, 'offer_note'), offer.note]);
  const body = compose(locale, [greeting(locale, input.name), say(locale, 'offer_intro'), title], rows, link, say(locale, 'open_chat'), say(locale, 'device_hint'));
  return { subject: say(locale, 'offer_subject', { title: input.title }), html: body.html, text: body.text, link };
}

/**
 * A staff reply the traveller has not seen, to the traveller.
 * @param input { locale, name, threadId, appUrl, author, preview }
 */
function replyMail(input) {
  const locale = localeOf(input.locale);
  const link = threadLink(input.appUrl, locale, input.threadId);
  const author = input.author || (locale === 'ar' ? 'فريق رحلة' : 'The Rihla team');
  const body = compose(locale, [greeting(locale, input.name), say(locale, 'reply_intro', { author }), `«${input.preview}»`], [], link, say(locale, 'open_chat'), say(locale, 'device_hint'));
  return { subject: say(locale, 'reply_subject'), html: body.html, text: body.text, link };
}

/**
 * A new custom offer request, to a staff member (in their language).
 * @param input { locale, threadId, appUrl, experienceTitle, request: { dates, travellers, budget, language, notes,
 *   contact: { name, email, countryCode, phone } } }
 */
function requestMail(input) {
  const locale = localeOf(input.locale);
  const request = input.request;
  const link = inboxLink(input.appUrl, locale, input.threadId);
  const contact = request.contact;
  const rows = [
    [say(locale, 'request_experience'), input.experienceTitle || say(locale, 'none')],
    [say(locale, 'request_dates'), request.dates.map((date) => isolateText(mailDate(date, locale))).join(locale === 'ar' ? '، ' : ', ')],
    [say(locale, 'request_travellers'), travellersText(request.travellers, locale)],
    [say(locale, 'request_budget'), request.budget > 0 ? money(request.budget, locale) : say(locale, 'none')],
    [say(locale, 'request_language'), LANGUAGE_NAMES[request.language] ? LANGUAGE_NAMES[request.language][locale === 'ar' ? 0 : 1] : request.language],
    [say(locale, 'request_contact'), [contact.name, contact.email, contact.phone ? `${contact.countryCode} ${contact.phone}` : ''].filter(Boolean).map(isolateText).join(' — ')],
  ];
  if (request.notes) rows.push([say(locale, 'request_notes'), request.notes]);
  const body = compose(locale, [say(locale, 'request_intro')], rows, link, say(locale, 'open_inbox'), '');
  return { subject: say(locale, 'request_subject', { name: isolateText(contact.name) }), html: body.html, text: body.text, link };
}

module.exports = { offerMail, replyMail, requestMail, threadLink, inboxLink };
