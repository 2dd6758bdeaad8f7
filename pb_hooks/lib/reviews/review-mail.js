// The review invitation (and its two reminders) and the notices that staff hid a review or
// published it again (docs/decisions/047-review-moderation.md), in the
// order's language (Arabic when it has none). Pure: rows in, { subject, html, text, link } out;
// reviews-http.js sends them.

const { fillPlaceholders } = require('../shared/messages.js');
const { escapeHtml } = require('../accounts/account-mail.js');

const TEXT = {
  ar: {
    invite_subject: 'كيف كانت تجربتك في «{title}»؟',
    reminder_subject: 'تذكير: شاركنا رأيك في «{title}»',
    invite_intro: 'نأمل أنك استمتعت بـ«{title}». تساعد مراجعتك المسافرين الآخرين على الاختيار، ولن تستغرق أكثر من دقيقة.',
    reminder_intro: 'لم تكتب مراجعتك لـ«{title}» بعد. يمكنك كتابتها خلال {days} يومًا من انتهاء النشاط.',
    write: 'اكتب مراجعتك',
    hidden_subject: 'أخفينا مراجعتك لـ«{title}»',
    hidden_intro: 'اطّلع فريق رحلة على مراجعتك لـ«{title}» وأخفاها من صفحة التجربة للسبب التالي: {reason}.',
    hidden_outro: 'إذا رأيت أن ذلك خطأ فراسلنا بالرد على هذه الرسالة.',
    restored_subject: 'أعدنا نشر مراجعتك لـ«{title}»',
    restored_intro: 'راجع فريق رحلة مراجعتك لـ«{title}» مرة أخرى، وأعاد نشرها في صفحة التجربة.',
    restored_outro: 'نعتذر عن إخفائها، وشكرًا لك على مشاركة تجربتك.',
    reason_abuse: 'يحتوي على إساءة',
    reason_personal_data: 'يحتوي على بيانات شخصية',
    reason_not_about_experience: 'لا يتعلق بالتجربة نفسها',
    greeting: 'مرحبًا {name}،',
    greeting_plain: 'مرحبًا،',
    signature: 'فريق رحلة',
  },
  en: {
    invite_subject: 'How was {title}?',
    reminder_subject: 'Reminder: tell us about {title}',
    invite_intro: 'We hope you enjoyed {title}. Your review helps other travellers choose, and takes a minute.',
    reminder_intro: 'You have not reviewed {title} yet. You can write your review up to {days} days after the activity.',
    write: 'Write your review',
    hidden_subject: 'We hid your review of {title}',
    hidden_intro: 'Rihla’s team reviewed your review of {title} and hid it from the experience’s page for this reason: {reason}.',
    hidden_outro: 'If you think this is a mistake, reply to this mail.',
    restored_subject: 'Your review of {title} is published again',
    restored_intro: 'Rihla’s team looked at your review of {title} again and has published it on the experience’s page again.',
    restored_outro: 'We are sorry it was hidden, and thank you for sharing your experience.',
    reason_abuse: 'it contains abuse',
    reason_personal_data: 'it contains personal data',
    reason_not_about_experience: 'it is not about the experience itself',
    greeting: 'Hello {name},',
    greeting_plain: 'Hello,',
    signature: 'The Rihla team',
  },
};

const say = (locale, key, params) => fillPlaceholders(TEXT[locale][key], params);

const mailLocale = (order) => (order.locale === 'en' ? 'en' : 'ar');
const trimSlash = (url) => String(url || '').replace(/\/+$/, '');

/**
 * The review form's link. The access token goes in the fragment, as the order links do
 * (order-mail.js): a fragment is never sent to a server, so it stays out of logs and Referer.
 */
function reviewLink(appUrl, order, bookingId, accessToken) {
  const prefix = mailLocale(order) === 'en' ? '/en' : '';
  return `${trimSlash(appUrl)}${prefix}/orders/${order.id}?review=${bookingId}#token=${encodeURIComponent(accessToken)}`;
}

function wrap(locale, inner) {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<div dir="${dir}" lang="${locale}" style="font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.6;text-align:${dir === 'rtl' ? 'right' : 'left'}">${inner}</div>`;
}

const button = (href, label) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

const greetingOf = (locale, order) => {
  const name = order.lead_guest && order.lead_guest.firstName ? String(order.lead_guest.firstName) : '';
  return name ? say(locale, 'greeting', { name }) : say(locale, 'greeting_plain');
};

/**
 * The invitation (number 1) or a reminder (2 or 3) to review a booking.
 * @param input { order: { id, locale, lead_guest }, bookingId, title: { ar, en }, number, appUrl, accessToken, windowDays }
 */
function invitationMail(input) {
  const { order, bookingId, number, appUrl, accessToken, windowDays } = input;
  const locale = mailLocale(order);
  const title = (input.title && input.title[locale]) || '';
  const link = reviewLink(appUrl, order, bookingId, accessToken);
  const intro = say(locale, number > 1 ? 'reminder_intro' : 'invite_intro', { title, days: windowDays });
  const subject = say(locale, number > 1 ? 'reminder_subject' : 'invite_subject', { title });
  const greeting = greetingOf(locale, order);
  const html = wrap(
    locale,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      button(link, say(locale, 'write')),
      `<p style="font-size:13px;color:#555"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(say(locale, 'signature'))}</p>`,
    ].join('\n'),
  );
  const text = [greeting, '', intro, '', `${say(locale, 'write')}: ${link}`, '', say(locale, 'signature')].join('\n');
  return { subject, html, text, link };
}

/**
 * The notice that staff hid a review, with the reason.
 * @param input { order: { locale, lead_guest }, title: { ar, en }, reason }
 */
function hiddenMail(input) {
  const { order, reason } = input;
  const locale = mailLocale(order);
  const title = (input.title && input.title[locale]) || '';
  const reasonText = say(locale, `reason_${reason}`);
  const greeting = greetingOf(locale, order);
  const intro = say(locale, 'hidden_intro', { title, reason: reasonText });
  const outro = say(locale, 'hidden_outro');
  const html = wrap(locale, [greeting, intro, outro, say(locale, 'signature')].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'));
  const text = [greeting, '', intro, '', outro, '', say(locale, 'signature')].join('\n');
  return { subject: say(locale, 'hidden_subject', { title }), html, text };
}

/**
 * The notice that staff published a hidden review again (the traveller was told when it was hidden).
 * @param input { order: { locale, lead_guest }, title: { ar, en } }
 */
function restoredMail(input) {
  const locale = mailLocale(input.order);
  const title = (input.title && input.title[locale]) || '';
  const lines = [greetingOf(locale, input.order), say(locale, 'restored_intro', { title }), say(locale, 'restored_outro'), say(locale, 'signature')];
  return { subject: say(locale, 'restored_subject', { title }), html: wrap(locale, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')), text: lines.join('\n\n') };
}

module.exports = { reviewLink, invitationMail, hiddenMail, restoredMail };
