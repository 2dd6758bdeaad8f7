// The catalog endpoints' error messages (search, suggest, availability), in Arabic (default)
// and English. Same lookup rules as messages.js: an unknown locale reads Arabic.

const { messageLookup, t } = require('../shared/messages.js');

const catalogMessages = {
  ar: {
    search_invalid: 'بعض معاملات البحث غير صحيحة: {fields}.',
    unknown_param: 'المعامل «{name}» غير معروف.',
    repeated_param: 'المعامل «{name}» مكرر؛ أرسله مرة واحدة.',
    param_malformed: 'قيمة «{name}» غير مرمّزة بشكل صحيح.',
    locale_invalid: 'اللغة يجب أن تكون ar أو en.',
    query_too_long: 'نص البحث طويل جدًا؛ الحد الأقصى {max} حرفًا.',
    page_invalid: 'رقم الصفحة يجب أن يكون عددًا صحيحًا من 1 إلى {max}.',
    per_page_invalid: 'عدد النتائج في الصفحة يجب أن يكون عددًا صحيحًا من 1 إلى {max}.',
    slug_invalid: 'قيمة «{name}» يجب أن تكون معرّفًا بأحرف لاتينية صغيرة وأرقام وشرطات.',
    city_unknown: 'المدينة «{value}» غير موجودة.',
    category_unknown: 'الفئة «{value}» غير موجودة.',
    key_invalid: 'قيمة «{name}» غير معروفة: {value}.',
    too_many_values: 'يمكن اختيار {max} قيم على الأكثر في «{name}».',
    amount_invalid: 'قيمة «{name}» يجب أن تكون مبلغًا بالهللات (عدد صحيح من 0 إلى {max}).',
    price_range_invalid: 'الحد الأدنى للسعر يجب ألا يزيد على الحد الأعلى.',
    rating_invalid: 'التقييم يجب أن يكون رقمًا من 1 إلى 5.',
    age_invalid: 'العمر يجب أن يكون عددًا صحيحًا من 0 إلى 120.',
    minutes_invalid: 'قيمة «{name}» يجب أن تكون عددًا صحيحًا من الدقائق من 0 إلى {max}.',
    duration_range_invalid: 'الحد الأدنى للمدة يجب ألا يزيد على الحد الأعلى.',
    sort_invalid: 'الترتيب يجب أن يكون أحد: recommended أو price_asc أو price_desc أو rating.',
    facets_invalid: 'قيمة facets يجب أن تكون 1 أو 0.',
    date_required: 'التاريخ «{name}» مطلوب بالصيغة YYYY-MM-DD.',
    date_invalid: 'التاريخ «{name}» غير صحيح؛ استخدم الصيغة YYYY-MM-DD.',
    date_order_invalid: 'تاريخ البداية يجب ألا يكون بعد تاريخ النهاية.',
    range_too_long: 'لا يمكن أن تزيد الفترة على {max} يومًا.',
    experience_not_found: 'التجربة غير موجودة.',
    experience_id_invalid: 'معرّف التجربة غير صحيح.',
    search_failed: 'تعذّر تنفيذ البحث. يرجى المحاولة مرة أخرى.',
  },
  en: {
    search_invalid: 'Some search parameters are not valid: {fields}.',
    unknown_param: 'Unknown parameter "{name}".',
    repeated_param: 'The parameter "{name}" is given more than once; send it once.',
    param_malformed: 'The value of "{name}" is not correctly encoded.',
    locale_invalid: 'The locale must be ar or en.',
    query_too_long: 'The search text is too long; at most {max} characters.',
    page_invalid: 'The page must be a whole number from 1 to {max}.',
    per_page_invalid: 'perPage must be a whole number from 1 to {max}.',
    slug_invalid: 'The value of "{name}" must be a slug: lower-case Latin letters, digits and dashes.',
    city_unknown: 'There is no city "{value}".',
    category_unknown: 'There is no category "{value}".',
    key_invalid: 'Unknown value for "{name}": {value}.',
    too_many_values: 'At most {max} values can be chosen for "{name}".',
    amount_invalid: 'The value of "{name}" must be an amount in halalas (a whole number from 0 to {max}).',
    price_range_invalid: 'The minimum price must not be above the maximum price.',
    rating_invalid: 'The rating must be a number from 1 to 5.',
    age_invalid: 'The age must be a whole number from 0 to 120.',
    minutes_invalid: 'The value of "{name}" must be a whole number of minutes from 0 to {max}.',
    duration_range_invalid: 'The minimum duration must not be above the maximum duration.',
    sort_invalid: 'The sort must be one of recommended, price_asc, price_desc, rating.',
    facets_invalid: 'facets must be 1 or 0.',
    date_required: 'The date "{name}" is required, as YYYY-MM-DD.',
    date_invalid: 'The date "{name}" is not valid; use YYYY-MM-DD.',
    date_order_invalid: 'The start date must not be after the end date.',
    range_too_long: 'The range cannot be longer than {max} days.',
    experience_not_found: 'Experience not found.',
    experience_id_invalid: 'The experience id is not valid.',
    search_failed: 'The search could not be run. Please try again.',
  },
};

/** A catalog message in the locale, falling back to the shared texts (shared/messages.js messageLookup). */
const ct = messageLookup(catalogMessages, t);

module.exports = { catalogMessages, ct };
