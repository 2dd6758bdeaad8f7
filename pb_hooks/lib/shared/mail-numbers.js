// Numbers, amounts and days in a server-written text (mails), in the reader's digits: PocketBase's
// JS runtime has no Intl, so Arabic-Indic digits and month names are written out here. The
// storefront uses Intl (src/lib/format.ts); these read the same: «٢٧٥٫٠٠ ر.س.», «١ ديسمبر ٢٠٢٦».

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const MONTHS = {
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** '275.00' → '٢٧٥٫٠٠' in Arabic (the decimal point becomes the Arabic decimal separator); as is in English. */
function localDigits(text, locale) {
  if (locale !== 'ar') return String(text);
  return String(text).replace(/(\d)\.(\d)/g, '$1٫$2').replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)]);
}

/** 27500 halalas → '٢٧٥٫٠٠ ر.س.' / '275.00 SAR'. */
function mailMoney(halalas, locale) {
  const amount = (Number(halalas) / 100).toFixed(2);
  return locale === 'ar' ? `${localDigits(amount, 'ar')} ر.س.` : `${amount} SAR`;
}

/** '2026-12-01' → '١ ديسمبر ٢٠٢٦' / '1 December 2026'; anything else as is. */
function mailDate(isoDate, locale) {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(isoDate || ''));
  if (!match) return String(isoDate || '');
  const lang = locale === 'ar' ? 'ar' : 'en';
  return localDigits(`${Number(match[3])} ${MONTHS[lang][Number(match[2]) - 1]} ${match[1]}`, lang);
}

/** A day and a clock time: '١ ديسمبر ٢٠٢٦، ٠٩:٣٠' / '1 December 2026, 09:30'. */
function mailDateTime(isoDate, clock, locale) {
  const day = mailDate(isoDate, locale);
  if (!clock) return day;
  return `${day}${locale === 'ar' ? '، ' : ', '}${localDigits(clock, locale)}`;
}

module.exports = { localDigits, mailMoney, mailDate, mailDateTime };
