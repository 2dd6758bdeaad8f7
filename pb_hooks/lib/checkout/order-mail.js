// The booking confirmation and the pay-later reminder mails, in the order's language (Arabic
// when it has none). Pure: rows in, { subject, html, text } out; payments-http.js sends them.

const { fillPlaceholders, isolateText } = require('../shared/messages.js');
const { escapeHtml } = require('../accounts/account-mail.js');
const { localDigits, mailMoney, mailDateTime } = require('../shared/mail-numbers.js');

const TEXT = {
  ar: {
    confirmed_subject: 'تم تأكيد حجزك — الطلب {number}',
    confirmed_intro: 'شكرًا لحجزك مع رحلة. تم تأكيد الأنشطة التالية، وقسيمة كل حجز برمز QR تجدها في صفحة الطلب وتعمل دون اتصال.',
    partial_intro: 'شكرًا لحجزك مع رحلة. تم تأكيد بعض الأنشطة فقط؛ أما غير المتاحة فسيُعاد مبلغها خلال ٢٤ ساعة.',
    reminder_subject: 'تذكير: ادفع قبل {deadline} للاحتفاظ بحجزك — الطلب {number}',
    reminder_intro: 'مقاعدك محجوزة حتى {deadline}. ادفع قبل هذا الموعد وإلا أُلغي الحجز تلقائيًا.',
    voucher: 'رمز القسيمة',
    travellers: 'المسافرون',
    total: 'الإجمالي',
    open_order: 'عرض الطلب والقسائم',
    pay_now: 'ادفع الآن',
    greeting: 'مرحبًا {name}،',
    signature: 'فريق رحلة',
    order: 'الطلب',
    refund_note: 'إذا استُلم المبلغ فسيُعاد خلال ٢٤ ساعة.',
  },
  en: {
    confirmed_subject: 'Your booking is confirmed — order {number}',
    confirmed_intro: 'Thank you for booking with Rihla. The activities below are confirmed; each booking’s QR voucher is on your order page and works offline.',
    partial_intro: 'Thank you for booking with Rihla. Only some activities could be confirmed; the unavailable ones will be refunded within 24 hours.',
    reminder_subject: 'Reminder: pay by {deadline} to keep your reservation — order {number}',
    reminder_intro: 'Your seats are reserved until {deadline}. Pay before then, or the reservation is cancelled automatically.',
    voucher: 'Voucher code',
    travellers: 'Travellers',
    total: 'Total',
    open_order: 'View the order and vouchers',
    pay_now: 'Pay now',
    greeting: 'Hello {name},',
    signature: 'The Rihla team',
    order: 'Order',
    refund_note: 'If payment was received, a refund will be processed within 24 hours.',
  },
};

const say = (locale, key, params) => fillPlaceholders(TEXT[locale][key], params);

const mailLocale = (order) => (order.locale === 'en' ? 'en' : 'ar');

const trimSlash = (url) => String(url || '').replace(/\/+$/, '');

/**
 * The order page link of a mail. The access token (which lets a guest open it) goes in the
 * fragment: browsers never send a fragment to a server, so it stays out of request logs and
 * Referer headers.
 */
function orderLink(appUrl, order, accessToken) {
  const prefix = mailLocale(order) === 'en' ? '/en' : '';
  return `${trimSlash(appUrl)}${prefix}/orders/${order.id}#token=${encodeURIComponent(accessToken)}`;
}

/** Where a payment page returns to ('success' or 'error'), the token in the fragment as above. */
function outcomeLink(appUrl, locale, page, orderId, accessToken) {
  const prefix = locale === 'en' ? '/en' : '';
  return `${trimSlash(appUrl)}${prefix}/checkout/${page}?order=${orderId}#token=${encodeURIComponent(accessToken)}`;
}

/** 27500 → '٢٧٥٫٠٠ ر.س.' / '275.00 SAR', in the mail's digits. */
const money = mailMoney;

/** '2026-12-01 09:30:00.000Z' → '١ ديسمبر ٢٠٢٦، ١٢:٣٠ (بتوقيت الرياض)' / '1 December 2026, 12:30 (Riyadh time)'. */
function deadlineText(value, locale) {
  const ms = Date.parse(String(value).replace(' ', 'T'));
  if (Number.isNaN(ms)) return String(value);
  const riyadh = new Date(ms + 3 * 3600 * 1000).toISOString();
  return `${mailDateTime(riyadh.slice(0, 10), riyadh.slice(11, 16), locale)} ${locale === 'ar' ? '(بتوقيت الرياض)' : '(Riyadh time)'}`;
}

// The storefront's traveller types (scripts/seed/vocabulary); an option's own names win.
const TRAVELLER_NAMES = { adult: ['بالغ', 'Adult'], child: ['طفل', 'Child'], infant: ['رضيع', 'Infant'], item: ['وحدة', 'Unit'] };

/** { adult: 2, child: 1 } → 'بالغ × ٢، طفل × ١' / 'Adult × 2, Child × 1': names, never the stored keys. */
function travellersText(travellers, locale, types) {
  const lang = locale === 'ar' ? 'ar' : 'en';
  const nameOf = (key) => {
    const own = (Array.isArray(types) ? types : []).find((type) => type && type.key === key);
    const name = own ? own[`name_${lang}`] : '';
    return name || (TRAVELLER_NAMES[key] ? TRAVELLER_NAMES[key][lang === 'ar' ? 0 : 1] : key);
  };
  return Object.keys(travellers || {})
    .filter((type) => travellers[type] > 0)
    .map((type) => `${nameOf(type)} × ${localDigits(travellers[type], lang)}`)
    .join(lang === 'ar' ? '، ' : ', ');
}

function wrap(locale, inner) {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<div dir="${dir}" lang="${locale}" style="font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.6;text-align:${dir === 'rtl' ? 'right' : 'left'}">${inner}</div>`;
}

const button = (href, label) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

/**
 * The confirmation after a payment (or a confirmed pay-later payment).
 * @param input { order: { id, number, total, locale, lead_guest, status }, bookings: [{ status, date, start_time, travellers, voucher_code, experience_row }], appUrl, accessToken }
 */
function confirmationMail(input) {
  const { order, bookings, appUrl, accessToken } = input;
  const locale = mailLocale(order);
  const link = orderLink(appUrl, order, accessToken);
  const name = order.lead_guest && order.lead_guest.firstName ? order.lead_guest.firstName : '';
  const confirmed = bookings.filter((booking) => booking.status === 'confirmed');
  const intro = say(locale, confirmed.length === bookings.length ? 'confirmed_intro' : 'partial_intro');
  const lines = confirmed.map((booking) => {
    const title = booking.experience_row ? booking.experience_row[`title_${locale}`] : '';
    const types = booking.option_row ? booking.option_row.traveller_types : null;
    return { title, when: mailDateTime(booking.date, booking.start_time, locale), travellers: travellersText(booking.travellers, locale, types), voucher: booking.voucher_code };
  });
  const html = wrap(
    locale,
    [
      `<p>${escapeHtml(say(locale, 'greeting', { name }))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><strong>${escapeHtml(say(locale, 'order'))}: <span dir="ltr">${escapeHtml(order.number)}</span></strong></p>`,
      '<ul>',
      ...lines.map(
        (line) =>
          `<li><strong>${escapeHtml(line.title)}</strong> — <bdi>${escapeHtml(line.when)}</bdi><br>${escapeHtml(say(locale, 'travellers'))}: <bdi>${escapeHtml(line.travellers)}</bdi><br>${escapeHtml(say(locale, 'voucher'))}: <strong dir="ltr">${escapeHtml(line.voucher)}</strong></li>`,
      ),
      '</ul>',
      `<p>${escapeHtml(say(locale, 'total'))}: <bdi><strong>${escapeHtml(money(order.total, locale))}</strong></bdi></p>`,
      confirmed.length === bookings.length ? '' : `<p>${escapeHtml(say(locale, 'refund_note'))}</p>`,
      button(link, say(locale, 'open_order')),
      `<p style="font-size:13px;color:#555"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(say(locale, 'signature'))}</p>`,
    ].join('\n'),
  );
  const text = [
    say(locale, 'greeting', { name }),
    '',
    intro,
    '',
    `${say(locale, 'order')}: ${isolateText(order.number)}`,
    ...lines.map((line) => `- ${line.title} — ${isolateText(line.when)} — ${say(locale, 'travellers')}: ${isolateText(line.travellers)} — ${say(locale, 'voucher')}: ${isolateText(line.voucher)}`),
    '',
    `${say(locale, 'total')}: ${isolateText(money(order.total, locale))}`,
    '',
    link,
    '',
    say(locale, 'signature'),
  ].join('\n');
  return { subject: say(locale, 'confirmed_subject', { number: isolateText(order.number) }), html, text, link };
}

/** The reminder before a pay-later deadline. */
function reminderMail(input) {
  const { order, appUrl, accessToken } = input;
  const locale = mailLocale(order);
  const link = orderLink(appUrl, order, accessToken);
  const deadline = deadlineText(order.pay_by, locale);
  const name = order.lead_guest && order.lead_guest.firstName ? order.lead_guest.firstName : '';
  const intro = say(locale, 'reminder_intro', { deadline });
  const html = wrap(
    locale,
    [
      `<p>${escapeHtml(say(locale, 'greeting', { name }))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><strong>${escapeHtml(say(locale, 'order'))}: <span dir="ltr">${escapeHtml(order.number)}</span></strong> — ${escapeHtml(say(locale, 'total'))}: <bdi><strong>${escapeHtml(money(order.total, locale))}</strong></bdi></p>`,
      button(link, say(locale, 'pay_now')),
      `<p>${escapeHtml(say(locale, 'signature'))}</p>`,
    ].join('\n'),
  );
  const text = [say(locale, 'greeting', { name }), '', intro, '', `${say(locale, 'order')}: ${isolateText(order.number)}`, `${say(locale, 'total')}: ${isolateText(money(order.total, locale))}`, '', link, '', say(locale, 'signature')].join('\n');
  return { subject: say(locale, 'reminder_subject', { deadline: isolateText(deadline), number: isolateText(order.number) }), html, text, link };
}

module.exports = { confirmationMail, reminderMail, orderLink, outcomeLink, money, deadlineText, travellersText, wrap, button };
