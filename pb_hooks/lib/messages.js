// Every text the server writes for people, in Arabic (default) and English: API error messages
// and the titles and descriptions of pages rendered into the app's HTML head.
// Where the spec gives a text (sections 5 and 8) it is used word for word in English.

const messages = {
  ar: {
    // validation (spec section 5)
    all_fields_required: 'يجب تعبئة جميع الحقول.',
    field_required: 'هذا الحقل مطلوب',
    invalid_format: 'هذه الصيغة غير صحيحة.',
    too_long: 'يجب ألا يزيد النص على {max} حرفًا.',
    name_invisible_characters: 'لا يمكن أن يحتوي الاسم على محارف غير مرئية أو محارف تغيّر اتجاه النص. اكتب الاسم مرة أخرى دونها.',
    fix_fields: 'يرجى تصحيح الحقول المحددة.',
    invalid_body: 'يجب أن يكون محتوى الطلب كائن JSON.',
    path_required: 'المعامل path مطلوب ويجب أن يبدأ بـ /.',
    path_invalid: 'المعامل path يجب أن يكون مسارًا في الموقع يبدأ بـ / واحدة.',
    contact_sent: 'شكرًا لتواصلك معنا! وصلتنا رسالتك وسنرد عليك قريبًا.',
    contact_failed: 'تعذّر حفظ رسالتك. يرجى المحاولة مرة أخرى.',
    // page titles
    page_not_found: 'الصفحة غير موجودة',
    page_not_found_description: 'عذرًا! الصفحة التي تبحث عنها غير موجودة. ربما حُذفت أو تغيّر اسمها أو أنها غير متاحة مؤقتًا.',
    title_experiences: 'جميع التجارب',
    title_things_to_do: 'أنشطة ومعالم',
    title_destinations: 'الوجهات',
    title_countries: 'الدول',
    title_about: 'من نحن',
    title_terms: 'الشروط والأحكام',
    title_privacy: 'سياسة الخصوصية',
    title_faq: 'الأسئلة الشائعة',
    title_contact: 'تواصل معنا',
    title_playground: 'ساحة التجربة',
    title_blog: 'المدونة',
    title_search: 'نتائج البحث عن «{query}»',
    title_cart: 'السلة',
    title_checkout: 'إتمام الحجز',
    title_checkout_success: 'تأكيد الحجز',
    title_checkout_error: 'فشل الدفع',
    title_orders: 'طلباتك',
    title_order: 'تفاصيل الطلب',
    title_saved: 'التجارب المحفوظة',
    title_offline: 'أنت غير متصل بالإنترنت',
    title_login: 'تسجيل الدخول',
    title_sign_up: 'إنشاء حساب',
    title_forgot_password: 'نسيت كلمة المرور؟',
    title_reset_password: 'اختر كلمة مرور جديدة',
    title_city: 'أنشطة ومعالم في {city}',
    // page descriptions
    description_experiences: 'تصفّح جميع الجولات والأنشطة والتجارب في السعودية والخليج، وقارن الأسعار والتقييمات واحجز عبر الإنترنت.',
    description_things_to_do: 'جولات وأنشطة ومعالم في أنحاء السعودية والخليج.',
    description_destinations: 'مدن في السعودية والخليج فيها جولات وأنشطة متاحة للحجز.',
    description_countries: 'تصفّح التجارب حسب الدولة.',
    description_city: 'اكتشف أفضل الجولات والأنشطة في {city} واحجزها عبر الإنترنت بسهولة.',
    description_search: 'نتائج البحث عن «{query}» في الجولات والأنشطة والتجارب.',
    description_faq: 'إجابات عن الحجز والدفع والإلغاء واستخدام رحلة دون اتصال.',
    description_contact: 'لديك سؤال عن حجز أو رحلة مخصّصة؟ فريقنا يجيبك على مدار الساعة.',
    description_blog: 'أدلة ونصائح للسفر في السعودية والخليج.',
    description_playground: 'عناصر واجهة رحلة بهذه اللغة واتجاهها.',
  },
  en: {
    all_fields_required: 'All fields must be filled out.',
    field_required: 'This field is required',
    invalid_format: 'This format is not correct.',
    too_long: 'Must be at most {max} characters.',
    name_invisible_characters: 'Names cannot contain invisible characters or characters that change the direction of the text. Type the name again without them.',
    fix_fields: 'Please correct the highlighted fields.',
    invalid_body: 'The request body must be a JSON object.',
    path_required: 'The path parameter is required and must start with /.',
    path_invalid: 'The path parameter must be a site path starting with a single /.',
    contact_sent: 'Thank you for contacting us! We have received your message and will reply soon.',
    contact_failed: 'Your message could not be saved. Please try again.',
    page_not_found: 'Page not found',
    page_not_found_description: "Oops! The page you're looking for doesn't exist. It may have been removed, renamed or be temporarily unavailable.",
    title_experiences: 'All experiences',
    title_things_to_do: 'Things to do',
    title_destinations: 'Destinations',
    title_countries: 'Countries',
    title_about: 'About Rihla',
    title_terms: 'Terms and Conditions',
    title_privacy: 'Privacy Policy',
    title_faq: 'Frequently asked questions',
    title_contact: 'Contact us',
    title_playground: 'Playground',
    title_blog: 'Blog',
    title_search: 'Search results for “{query}”',
    title_cart: 'Cart',
    title_checkout: 'Checkout',
    title_checkout_success: 'Booking confirmation',
    title_checkout_error: 'Payment failed',
    title_orders: 'Your orders',
    title_order: 'Order details',
    title_saved: 'Saved experiences',
    title_offline: "You're offline",
    title_login: 'Sign in',
    title_sign_up: 'Create an account',
    title_forgot_password: 'Forgot password?',
    title_reset_password: 'Choose a new password',
    title_city: 'Things to do in {city}',
    description_experiences: 'Browse every tour, activity and experience in Saudi Arabia and the Gulf, compare prices and reviews, and book online.',
    description_things_to_do: 'Tours, activities and attractions across Saudi Arabia and the Gulf.',
    description_destinations: 'Cities in Saudi Arabia and the Gulf with tours and activities to book.',
    description_countries: 'Browse experiences by country.',
    description_city: 'Discover the best tours and activities in {city} and book them online with ease.',
    description_search: 'Search results for “{query}” among tours, activities and experiences.',
    description_faq: 'Answers about booking, payment, cancellation and using Rihla offline.',
    description_contact: 'Questions about a booking or a custom trip? Our team answers 24/7.',
    description_blog: 'Travel guides and tips for Saudi Arabia and the Gulf.',
    description_playground: "Rihla's controls, in this language and direction.",
  },
};

const LOCALES = ['ar', 'en'];
const DEFAULT_LOCALE = 'ar';

/** A message in the locale (Arabic when the locale is unknown), with {placeholders} filled in. */
function t(locale, key, params) {
  const table = messages[locale] || messages[DEFAULT_LOCALE];
  const text = Object.prototype.hasOwnProperty.call(table, key) ? table[key] : messages.en[key] || key;
  if (!params) return text;
  return text.replace(/\{([a-z_]+)\}/g, (whole, name) => (Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole));
}

/** "ar", "ar-SA", "EN_us" → "ar" / "en"; anything else → null. */
function normaliseLocale(value) {
  if (typeof value !== 'string') return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.indexOf(base) !== -1 ? base : null;
}

/** The preferred supported locale of an Accept-Language header (by q-value, then order), or null. */
function localeFromAcceptLanguage(header) {
  if (typeof header !== 'string' || header.length === 0 || header.length > 1000) return null;
  let best = null;
  let bestQ = 0;
  for (const part of header.split(',')) {
    const pieces = part.trim().split(';');
    const locale = normaliseLocale(pieces[0]);
    if (!locale) continue;
    let q = 1;
    for (const parameter of pieces.slice(1)) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(parameter);
      if (match) q = Number(match[1]);
    }
    if (q > bestQ) {
      best = locale;
      bestQ = q;
    }
  }
  return best;
}

/** The language of a request's answer: an explicit locale, else Accept-Language, else Arabic. */
function requestLocale(explicit, acceptLanguage) {
  return normaliseLocale(explicit) || localeFromAcceptLanguage(acceptLanguage) || DEFAULT_LOCALE;
}

module.exports = { messages, t, normaliseLocale, localeFromAcceptLanguage, requestLocale, LOCALES, DEFAULT_LOCALE };
