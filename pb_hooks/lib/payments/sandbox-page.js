// The sandbox gateway's hosted payment page: a bank-like card form, a 3-D Secure-like
// confirmation, and a page for a session that is over — in Arabic and English. Pure: HTML out.
// No scripts (the page works under the app's Content-Security-Policy); inline styles only.
//
// Test cards (any future expiry, any 3-digit CVC):
//   4242 4242 4242 4242 → paid;  4000 0000 0000 0002 → declined;
//   4000 0000 0000 3220 → asks the bank's confirmation, then paid asynchronously.

const { escapeHtml } = require('../accounts/account-mail.js');

const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  threeDs: '4000000000003220',
};

const TEXT = {
  ar: {
    title: 'الدفع الآمن — بوابة رحلة التجريبية',
    bank: 'بوابة الدفع التجريبية',
    secure: 'اتصال آمن',
    merchant: 'التاجر',
    amount: 'المبلغ',
    order: 'رقم الطلب',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز التحقق (CVC)',
    name: 'الاسم على البطاقة',
    pay: 'ادفع {amount}',
    cancel: 'إلغاء والعودة إلى المتجر',
    testCards: 'بطاقات الاختبار',
    testSuccess: 'دفع ناجح',
    testDecline: 'رفض البطاقة',
    testThreeDs: 'تأكيد من البنك ثم دفع مؤجَّل',
    sandboxNote: 'هذه بوابة تجريبية: لا تُخصم أي مبالغ حقيقية. لا تُدخل بيانات بطاقة حقيقية.',
    errorsTitle: 'يرجى تصحيح ما يلي:',
    invalidNumber: 'رقم البطاقة غير صحيح.',
    invalidExpiry: 'تاريخ الانتهاء غير صحيح أو منتهٍ.',
    invalidCvc: 'رمز التحقق يجب أن يكون 3 أو 4 أرقام.',
    invalidName: 'أدخل الاسم كما يظهر على البطاقة.',
    challengeTitle: 'تأكيد الدفع من البنك',
    challengeText: 'يطلب البنك المُصدِر تأكيد دفع {amount} إلى رحلة بالبطاقة المنتهية بـ {last4}.',
    confirm: 'تأكيد الدفع',
    reject: 'رفض',
    overTitle: 'انتهت صفحة الدفع هذه',
    overText: 'تمت معالجة هذا الدفع أو إلغاؤه من قبل. عُد إلى المتجر لمتابعة طلبك.',
    back: 'العودة إلى المتجر',
    notFound: 'صفحة الدفع غير موجودة.',
    language: 'English',
  },
  en: {
    title: 'Secure payment — Rihla sandbox gateway',
    bank: 'Sandbox payment gateway',
    secure: 'Secure connection',
    merchant: 'Merchant',
    amount: 'Amount',
    order: 'Order number',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    name: 'Name on card',
    pay: 'Pay {amount}',
    cancel: 'Cancel and return to the store',
    testCards: 'Test cards',
    testSuccess: 'successful payment',
    testDecline: 'card declined',
    testThreeDs: 'bank confirmation, then a delayed payment',
    sandboxNote: 'This is a sandbox gateway: no money is taken. Do not enter a real card.',
    errorsTitle: 'Please correct the following:',
    invalidNumber: 'The card number is not valid.',
    invalidExpiry: 'The expiry date is not valid or has passed.',
    invalidCvc: 'The security code must be 3 or 4 digits.',
    invalidName: 'Enter the name as it appears on the card.',
    challengeTitle: 'Confirm the payment with your bank',
    challengeText: 'Your bank asks you to confirm a payment of {amount} to Rihla with the card ending in {last4}.',
    confirm: 'Confirm payment',
    reject: 'Decline',
    overTitle: 'This payment page is over',
    overText: 'This payment was already processed or cancelled. Return to the store to follow your order.',
    back: 'Return to the store',
    notFound: 'Payment page not found.',
    language: 'العربية',
  },
};

const text = (lang, key, params) => {
  let value = (TEXT[lang] || TEXT.ar)[key];
  for (const name of Object.keys(params || {})) value = value.split(`{${name}}`).join(params[name]);
  return value;
};

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** 27500 halalas → '275.00 SAR' / '٢٧٥٫٠٠ ر.س' (Arabic-Indic digits and decimal separator on the Arabic page, issue 34). */
function formatAmount(halalas, currency, lang) {
  const value = (Number(halalas) / 100).toFixed(2);
  if (lang !== 'ar') return `${value} ${currency}`;
  const arabic = value.replace('.', '٫').replace(/[0-9]/g, (digit) => ARABIC_DIGITS[Number(digit)]);
  return currency === 'SAR' ? `${arabic} ر.س` : `${arabic} ${currency}`;
}

/** Digits as ASCII: a phone's Arabic keyboard types ٠–٩ (or Persian ۰–۹). */
const asciiDigits = (value) =>
  String(value || '').replace(/[٠-٩۰-۹]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:Tahoma,"Segoe UI",Arial,sans-serif;background:#eef1f5;color:#1c2430}
.bar{background:#14213d;color:#fff;padding:14px 20px;display:flex;justify-content:space-between;align-items:center;gap:12px}
.bar strong{font-size:18px}.bar a{color:#fff}.lock{font-size:14px;opacity:.9}
main{max-width:460px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(0,0,0,.08);padding:22px}
h1{font-size:20px;margin:0 0 14px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;margin:0 0 18px}
dt{color:#5b6675}dd{margin:0;font-weight:bold}label{display:block;margin:12px 0 4px;font-weight:bold}
input{width:100%;padding:11px 12px;font-size:17px;border:1px solid #97a3b3;border-radius:8px;direction:ltr;text-align:start}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{width:100%;margin-top:18px;padding:13px;font-size:17px;font-weight:bold;border:0;border-radius:8px;background:#0f766e;color:#fff;cursor:pointer}
button.secondary{background:#e5e9ef;color:#1c2430;margin-top:10px}
.errors{background:#fdecec;border:1px solid #c0392b;color:#8c1d12;border-radius:8px;padding:10px 14px;margin-bottom:12px}
.note{font-size:13px;color:#5b6675;margin-top:16px}.tests{font-size:13px;margin-top:12px;padding-inline-start:18px}
.tests code{direction:ltr;unicode-bidi:isolate;font-size:14px}
`;

function layout(lang, title, body, switchHref) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<header class="bar"><strong>${escapeHtml(text(lang, 'bank'))}</strong><span class="lock">🔒 ${escapeHtml(text(lang, 'secure'))}</span>${
    switchHref ? `<a href="${escapeHtml(switchHref)}" lang="${lang === 'ar' ? 'en' : 'ar'}">${escapeHtml(text(lang, 'language'))}</a>` : ''
  }</header>
<main>${body}</main>
</body></html>`;
}

function summary(lang, session) {
  return `<dl><dt>${escapeHtml(text(lang, 'merchant'))}</dt><dd>Rihla — رحلة</dd>
<dt>${escapeHtml(text(lang, 'order'))}</dt><dd dir="ltr">${escapeHtml(session.orderNumber || session.orderId)}</dd>
<dt>${escapeHtml(text(lang, 'amount'))}</dt><dd><bdi>${escapeHtml(formatAmount(session.amount, session.currency, lang))}</bdi></dd></dl>`;
}

/** The card form. `errors`: keys of TEXT (invalidNumber …). */
function cardFormPage({ lang, session, errors }) {
  const action = `/pay/sandbox/${session.id}`;
  const list = (errors || []).map((key) => `<li>${escapeHtml(text(lang, key))}</li>`).join('');
  const body = `<section class="card" aria-labelledby="title">
<h1 id="title">${escapeHtml(text(lang, 'title'))}</h1>
${summary(lang, session)}
${list ? `<div class="errors" role="alert"><p>${escapeHtml(text(lang, 'errorsTitle'))}</p><ul>${list}</ul></div>` : ''}
<form method="post" action="${action}" autocomplete="off" novalidate>
<input type="hidden" name="lang" value="${lang}">
<label for="card_number">${escapeHtml(text(lang, 'cardNumber'))}</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="expiry">${escapeHtml(text(lang, 'expiry'))}</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/30" required></div>
<div><label for="cvc">${escapeHtml(text(lang, 'cvc'))}</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
<label for="name">${escapeHtml(text(lang, 'name'))}</label>
<input id="name" name="name" autocomplete="cc-name" required>
<button type="submit" name="action" value="pay">${escapeHtml(text(lang, 'pay', { amount: formatAmount(session.amount, session.currency, lang) }))}</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${escapeHtml(text(lang, 'cancel'))}</button>
</form>
<p class="note">${escapeHtml(text(lang, 'sandboxNote'))}</p>
<p class="note">${escapeHtml(text(lang, 'testCards'))}:</p>
<ul class="tests"><li><code>4242 4242 4242 4242</code> — ${escapeHtml(text(lang, 'testSuccess'))}</li>
<li><code>4000 0000 0000 0002</code> — ${escapeHtml(text(lang, 'testDecline'))}</li>
<li><code>4000 0000 0000 3220</code> — ${escapeHtml(text(lang, 'testThreeDs'))}</li></ul>
</section>`;
  return layout(lang, text(lang, 'title'), body, `/pay/sandbox/${session.id}?lang=${lang === 'ar' ? 'en' : 'ar'}`);
}

/** The bank's confirmation step (3-D Secure-like). */
function challengePage({ lang, session }) {
  const body = `<section class="card" aria-labelledby="title">
<h1 id="title">${escapeHtml(text(lang, 'challengeTitle'))}</h1>
${summary(lang, session)}
<p>${escapeHtml(text(lang, 'challengeText', { amount: formatAmount(session.amount, session.currency, lang), last4: session.last4 || '' }))}</p>
<form method="post" action="/pay/sandbox/${session.id}/challenge">
<input type="hidden" name="lang" value="${lang}">
<button type="submit" name="action" value="confirm">${escapeHtml(text(lang, 'confirm'))}</button>
<button type="submit" name="action" value="reject" class="secondary">${escapeHtml(text(lang, 'reject'))}</button>
</form></section>`;
  return layout(lang, text(lang, 'challengeTitle'), body, '');
}

/** A session that was used or cancelled already, or does not exist (`backHref` empty). */
function sessionOverPage({ lang, backHref }) {
  const body = `<section class="card" aria-labelledby="title">
<h1 id="title">${escapeHtml(text(lang, backHref ? 'overTitle' : 'notFound'))}</h1>
${backHref ? `<p>${escapeHtml(text(lang, 'overText'))}</p>` : ''}
<p><a href="${escapeHtml(backHref || (lang === 'en' ? '/en' : '/'))}">${escapeHtml(text(lang, 'back'))}</a></p></section>`;
  return layout(lang, text(lang, backHref ? 'overTitle' : 'notFound'), body, '');
}

/** Luhn check of a digit string. */
function luhnValid(digits) {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const BRANDS = [
  { brand: 'mada', test: /^(4464|5297|5588|4406|4578|5360)/ },
  { brand: 'visa', test: /^4/ },
  { brand: 'mastercard', test: /^(5[1-5]|2[2-7])/ },
  { brand: 'amex', test: /^3[47]/ },
];

/**
 * Reads the submitted card. Never returns the number: only what may be kept (brand, last four)
 * and which test behaviour it asks for.
 * → { ok: true, brand, last4, behaviour: 'success' | 'decline' | 'three_ds' } | { ok: false, errors: [keys] }
 */
function readCard(form, nowMs) {
  const errors = [];
  const digits = String(form.card_number || '').replace(/[\s-]/g, '');
  if (!/^[0-9]{12,19}$/.test(digits) || !luhnValid(digits)) errors.push('invalidNumber');
  // MM/YY, or MMYY typed without the slash ("1230"), as card forms take both.
  const expiry = /^\s*(0[1-9]|1[0-2])\s*[/-]?\s*([0-9]{2})\s*$/.exec(asciiDigits(form.expiry));
  if (!expiry) errors.push('invalidExpiry');
  else {
    const endOfMonth = Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1);
    if (endOfMonth <= nowMs) errors.push('invalidExpiry');
  }
  if (!/^[0-9]{3,4}$/.test(String(form.cvc || '').trim())) errors.push('invalidCvc');
  const name = String(form.name || '').trim();
  if (name.length < 2 || name.length > 80) errors.push('invalidName');
  if (errors.length > 0) return { ok: false, errors };
  const behaviour = digits === TEST_CARDS.decline ? 'decline' : digits === TEST_CARDS.threeDs ? 'three_ds' : 'success';
  const brand = (BRANDS.find((candidate) => candidate.test.test(digits)) || { brand: 'card' }).brand;
  return { ok: true, brand, last4: digits.slice(-4), behaviour };
}

module.exports = { cardFormPage, challengePage, sessionOverPage, readCard, luhnValid, formatAmount, TEST_CARDS };
