// The schedule endpoints' texts in Arabic (default) and English: refusals on their fields and
// the answers' sentences. Keys not listed here fall back to the conversations' texts
// (staff_only, invalid_body…).

const { messageLookup, t } = require('../shared/messages.js');

const scheduleMessages = {
  ar: {
    managers_only: 'تعديل الجداول متاح للمديرين فقط.',
    fix_fields: 'يرجى تصحيح الحقول المحددة.',
    experience_not_found: 'التجربة غير موجودة.',
    option_not_found: 'الباقة غير موجودة أو لا تتبع هذه التجربة.',
    option_required: 'اختر الباقة.',
    rule_not_found: 'قاعدة الجدول غير موجودة.',
    exception_not_found: 'الاستثناء غير موجود.',
    weekdays_invalid: 'أيام الأسبوع يجب أن تكون أرقامًا من 0 (الأحد) إلى 6 (السبت).',
    weekdays_required: 'اختر يومًا واحدًا على الأقل من أيام الأسبوع.',
    times_invalid: 'اكتب كل وقت بالصيغة ٢٤ ساعة مثل 09:00 (حتى {max} وقتًا).',
    times_required: 'أضف وقت انطلاق واحدًا على الأقل.',
    date_invalid: 'اكتب التاريخ بالصيغة YYYY-MM-DD.',
    ends_before_start: 'لا يمكن أن ينتهي الجدول قبل أن يبدأ.',
    range_too_long: 'يجب ألا تزيد المدة على {max} يومًا.',
    capacity_positive: 'السعة يجب أن تكون مقعدًا واحدًا على الأقل.',
    capacity_invalid: 'السعة يجب أن تكون عددًا صحيحًا من 1 إلى {max}.',
    price_invalid: 'السعر الخاص يجب أن يكون سعرًا لكل فئة من المسافرين.',
    price_type_unknown: 'فئة المسافرين «{type}» غير موجودة في هذه الباقة.',
    price_positive: 'السعر يجب أن يكون أكبر من صفر.',
    cutoff_invalid: 'مهلة إغلاق الحجز يجب أن تكون عددًا صحيحًا من الدقائق من 0 إلى {max}.',
    status_invalid: 'الحالة يجب أن تكون active أو paused.',
    kind_invalid: 'نوع الاستثناء يجب أن يكون رحلة إضافية أو يوم إغلاق.',
    reason_invalid: 'يجب ألا يزيد السبب على {max} حرفًا.',
    month_invalid: 'اكتب الشهر بالصيغة YYYY-MM.',
    rule_saved: 'حُفظت قاعدة الجدول.',
    rule_deleted: 'حُذفت قاعدة الجدول.',
    exception_saved: 'حُفظ الاستثناء.',
    exception_deleted: 'حُذف الاستثناء.',
    regenerated: 'حُدّثت رحلات المغادرة.',
  },
  en: {
    managers_only: 'Only managers can change schedules.',
    fix_fields: 'Please correct the highlighted fields.',
    experience_not_found: 'The experience does not exist.',
    option_not_found: 'The option does not exist or belongs to another experience.',
    option_required: 'Choose the option.',
    rule_not_found: 'The schedule rule does not exist.',
    exception_not_found: 'The exception does not exist.',
    weekdays_invalid: 'Weekdays must be numbers from 0 (Sunday) to 6 (Saturday).',
    weekdays_required: 'Choose at least one weekday.',
    times_invalid: 'Write each time in 24-hour form, like 09:00 (at most {max} times).',
    times_required: 'Add at least one start time.',
    date_invalid: 'Write the date as YYYY-MM-DD.',
    ends_before_start: 'A schedule cannot end before it starts.',
    range_too_long: 'The range can be at most {max} days.',
    capacity_positive: 'The capacity must be at least one seat.',
    capacity_invalid: 'The capacity must be a whole number from 1 to {max}.',
    price_invalid: 'A price override is a price per traveller type.',
    price_type_unknown: 'The traveller type "{type}" is not one of this option\'s.',
    price_positive: 'The price must be more than zero.',
    cutoff_invalid: 'The booking cut-off must be a whole number of minutes from 0 to {max}.',
    status_invalid: 'The status must be active or paused.',
    kind_invalid: 'The exception must be an extra departure or a blackout.',
    reason_invalid: 'The reason can be at most {max} characters.',
    month_invalid: 'Write the month as YYYY-MM.',
    rule_saved: 'The schedule rule was saved.',
    rule_deleted: 'The schedule rule was deleted.',
    exception_saved: 'The exception was saved.',
    exception_deleted: 'The exception was deleted.',
    regenerated: 'The departures were brought up to date.',
  },
};

/** A schedule text in the locale, falling back to the shared texts (shared/messages.js messageLookup). */
const sm = messageLookup(scheduleMessages, t);

module.exports = { sm, scheduleMessages };
