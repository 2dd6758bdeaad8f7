// The front desk endpoints' texts in Arabic (default) and English. Keys not listed here fall back
// to the shared texts (staff_only, invalid_body…).

const { messageLookup, t } = require('../shared/messages.js');

const frontDeskMessages = {
  ar: {
    page_invalid: 'رقم الصفحة يجب أن يكون عددًا صحيحًا من ١ إلى {max}.',
    order_status_unknown: 'حالة الطلب غير معروفة.',
    date_invalid: 'اكتب التاريخ بالصيغة YYYY-MM-DD.',
    query_too_long: 'يجب ألا يزيد نص البحث على {max} حرف.',
  },
  en: {
    page_invalid: 'The page must be a whole number from 1 to {max}.',
    order_status_unknown: 'This order status is not known.',
    date_invalid: 'Write the date as YYYY-MM-DD.',
    query_too_long: 'The search must be at most {max} characters.',
  },
};

/** A front desk text in the locale, with its placeholders filled (numbers in the reader's digits). */
const fd = messageLookup(frontDeskMessages, t);

module.exports = { fd, frontDeskMessages };
