// The catalog studio's texts in Arabic (default) and English: refusals, each shown on its field
// in the manager's language. Keys not listed here come from pb_hooks/lib/shared/messages.js.

const shared = require('../shared/messages.js');

const studioMessages = {
  ar: {
    staff_only: 'هذه الصفحة لفريق رحلة فقط. سجّل الدخول بحساب الموظفين.',
    managers_only: 'تعديل الكتالوج للمديرين فقط؛ يمكنك الاطلاع عليه دون تعديل.',
    not_found: 'التجربة غير موجودة.',
    invalid_value: 'هذه القيمة غير صحيحة.',
    field_not_editable: 'لا يمكن تعديل هذا الحقل من هنا.',
    slug_invalid: 'اكتب عنوان الصفحة بأحرف لاتينية صغيرة وأرقام وشرطات فقط، مثل desert-safari.',
    slug_taken: 'عنوان الصفحة هذا مستخدم لتجربة أخرى. اختر عنوانًا آخر.',
    city_unknown: 'اختر مدينة من القائمة.',
    category_unknown: 'اختر الفئات من القائمة.',
    choice_unknown: 'اختر من القائمة.',
    number_range: 'اكتب عددًا صحيحًا من {min} إلى {max}.',
    list_too_long: 'يمكن إضافة {max} عنصرًا على الأكثر.',
    row_invalid: 'الصف {row} غير صحيح أو نصه طويل جدًا.',
    itinerary_row_invalid: 'الخطوة {row} غير صحيحة: تحقق من العنوان والنص والمدة بالدقائق.',
    price_positive: 'سعر الإضافة في الصف {row} يجب أن يكون أكبر من صفر.',
    coordinates_invalid: 'اختر موقع نقطة اللقاء على الخريطة (خط عرض وخط طول صحيحان).',
    policy_invalid: 'اختر نوع سياسة الإلغاء.',
    policy_tiers_required: 'أضف مرحلة واحدة على الأقل لسياسة الإلغاء ({max} على الأكثر).',
    policy_minutes_invalid: 'اكتب موعد كل مرحلة بعدد صحيح من الساعات قبل البدء.',
    policy_percent_invalid: 'نسبة الرسوم يجب أن تكون من ٠ إلى ١٠٠.',
    policy_minutes_repeated: 'لكل مرحلة موعد مختلف قبل البدء.',
    policy_free_first: 'الإلغاء المجاني يبدأ بمرحلة بلا رسوم.',
    age_range: 'أقصى عمر يجب ألا يقل عن أدنى عمر.',
    stale: 'عدّل {name} هذه التجربة في {at}. حمّل آخر نسخة ثم أعد تعديلاتك؛ لم يُحفظ شيء.',
    stale_base_required: 'أرسل نسخة التجربة التي حمّلتها (base).',
    transition_refused: 'لا يمكن نقل التجربة من «{from}» إلى «{to}».',
    missing_translations: 'لا يمكن النشر قبل إكمال الترجمة: {fields}.',
    reason_required: 'اكتب سبب عدم التوفر بالعربية والإنجليزية.',
    status_unknown: 'اختر حالة صحيحة.',
    page_invalid: 'رقم الصفحة غير صحيح.',
    save_failed: 'تعذّر حفظ التجربة. لم يُحفظ شيء؛ حاول مرة أخرى.',
    status_draft: 'مسودة',
    status_active: 'منشورة',
    status_unavailable: 'غير متاحة',
    status_archived: 'مؤرشفة',
    label_title_ar: 'العنوان بالعربية',
    label_title_en: 'العنوان بالإنجليزية',
    label_summary_ar: 'الملخص بالعربية',
    label_summary_en: 'الملخص بالإنجليزية',
    label_description_ar: 'الوصف بالعربية',
    label_description_en: 'الوصف بالإنجليزية',
    label_highlights: 'أبرز ما في التجربة',
    label_includes: 'ما يشمله السعر',
    label_excludes: 'ما لا يشمله السعر',
    label_itinerary: 'برنامج الرحلة',
    label_know_before_you_go: 'معلومات قبل الذهاب',
    label_what_to_bring: 'ماذا تحضر معك',
    label_not_suitable_for: 'غير مناسبة لـ',
    label_faq: 'الأسئلة الشائعة',
    label_extras: 'الإضافات الاختيارية',
    label_location: 'نقطة اللقاء',
  },
  en: {
    staff_only: 'This page is for the Rihla team only. Sign in with a staff account.',
    managers_only: 'Only managers edit the catalog; you can view it without editing.',
    not_found: 'Experience not found.',
    invalid_value: 'This value is not valid.',
    field_not_editable: 'This field cannot be edited here.',
    slug_invalid: 'Write the page address in lowercase Latin letters, digits and hyphens only, like desert-safari.',
    slug_taken: 'This page address is used by another experience. Choose another one.',
    city_unknown: 'Choose a city from the list.',
    category_unknown: 'Choose the categories from the list.',
    choice_unknown: 'Choose from the list.',
    number_range: 'Enter a whole number from {min} to {max}.',
    list_too_long: 'At most {max} items can be added.',
    row_invalid: 'Row {row} is not valid or its text is too long.',
    itinerary_row_invalid: 'Step {row} is not valid: check its title, text and duration in minutes.',
    price_positive: 'The price of the extra in row {row} must be more than zero.',
    coordinates_invalid: 'Pick the meeting point on the map (a valid latitude and longitude).',
    policy_invalid: 'Choose the type of cancellation policy.',
    policy_tiers_required: 'Add at least one step to the cancellation policy (at most {max}).',
    policy_minutes_invalid: 'Give each step a whole number of hours before the start.',
    policy_percent_invalid: 'The fee must be from 0 to 100 percent.',
    policy_minutes_repeated: 'Each step needs a different time before the start.',
    policy_free_first: 'Free cancellation starts with a step without a fee.',
    age_range: 'The maximum age cannot be below the minimum age.',
    stale: '{name} changed this experience at {at}. Load the latest version and make your changes again; nothing was saved.',
    stale_base_required: 'Send the version of the experience you loaded (base).',
    transition_refused: 'The experience cannot move from “{from}” to “{to}”.',
    missing_translations: 'It cannot be published before the translations are complete: {fields}.',
    reason_required: 'Write why it is unavailable, in Arabic and in English.',
    status_unknown: 'Choose a valid status.',
    page_invalid: 'The page number is not valid.',
    save_failed: 'The experience could not be saved. Nothing was saved; try again.',
    status_draft: 'Draft',
    status_active: 'Published',
    status_unavailable: 'Unavailable',
    status_archived: 'Archived',
    label_title_ar: 'Arabic title',
    label_title_en: 'English title',
    label_summary_ar: 'Arabic summary',
    label_summary_en: 'English summary',
    label_description_ar: 'Arabic description',
    label_description_en: 'English description',
    label_highlights: 'Highlights',
    label_includes: 'Includes',
    label_excludes: 'Excludes',
    label_itinerary: 'Itinerary',
    label_know_before_you_go: 'Know before you go',
    label_what_to_bring: 'What to bring',
    label_not_suitable_for: 'Not suitable for',
    label_faq: 'FAQ',
    label_extras: 'Optional extras',
    label_location: 'Meeting point',
  },
};

/** A studio text in the locale, falling back to the shared table. */
function sm(locale, key, params) {
  const table = studioMessages[locale] || studioMessages.ar;
  if (!Object.prototype.hasOwnProperty.call(table, key)) return shared.t(locale, key, params);
  const text = table[key];
  if (!params) return text;
  return text.replace(/\{([a-z_]+)\}/g, (whole, name) => (Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole));
}

/** The missing translations' names in the locale, joined the locale's way. */
function fieldList(locale, names) {
  return names.map((name) => sm(locale, `label_${name}`)).join(locale === 'en' ? ', ' : '، ');
}

module.exports = { sm, fieldList, studioMessages };
