// The departures and check-in endpoints' texts in Arabic (default) and English: refusals and
// the scan results' sentences. Keys not listed here fall back to the conversations' texts
// (staff_only, invalid_body…).

const { tm } = require('../conversations/conversation-messages.js');

const departureMessages = {
  ar: {
    date_invalid: 'اكتب التاريخ بالصيغة YYYY-MM-DD.',
    slot_required: 'اختر موعد الانطلاق.',
    slot_not_found: 'موعد الانطلاق غير موجود.',
    code_required: 'امسح رمز القسيمة أو اكتبه (أو اختر حجزًا)، واحدًا منها فقط.',
    booking_invalid: 'معرّف الحجز غير صحيح.',
    client_id_invalid: 'معرّف تسجيل الحضور يجب أن يكون من 8 إلى 64 حرفًا لاتينيًا أو رقمًا.',
    device_time_invalid: 'وقت الجهاز يجب أن يكون تاريخًا ووقتًا صحيحين.',
    client_id_taken: 'معرّف تسجيل الحضور هذا مستخدم لحجز آخر.',
    too_many_checkins: 'يمكن مزامنة {max} عملية تسجيل حضور في الطلب الواحد على الأكثر.',
    result_valid: 'صالحة: تم تسجيل الحضور.',
    result_already_checked_in: 'سُجّل حضوره من قبل.',
    result_wrong_departure: 'هذه القسيمة لموعد انطلاق آخر أو ليوم آخر.',
    result_cancelled: 'هذا الحجز ملغى.',
    result_unpaid: 'هذا الحجز غير مدفوع.',
    result_unknown: 'قسيمة غير معروفة.',
    booking_not_found: 'الحجز غير موجود.',
    booking_not_live: 'هذا الحجز ملغى أو غير مؤكد.',
    booking_checked_in: 'سُجّل حضور هذا الضيف؛ لا يمكن تسجيله غائبًا أو نقله.',
    no_show_done: 'سُجّل عدم الحضور.',
    note_too_long: 'يجب ألا تزيد الملاحظة على {max} حرف.',
    note_saved: 'حُفظت الملاحظة.',
    same_slot: 'الحجز على موعد الانطلاق هذا أصلًا.',
    other_option: 'يمكن نقل الحجز إلى موعد آخر للباقة نفسها فقط.',
    slot_closed: 'موعد الانطلاق هذا مغلق.',
    slot_past: 'موعد الانطلاق هذا بدأ أو انتهى.',
    no_seats: 'لا تكفي المقاعد المتبقية في موعد الانطلاق هذا (المتبقي {left}).',
    moved: 'نُقل الحجز.',
    cancel_not_allowed: 'لا تسمح سياسة الإلغاء بإلغاء هذا الحجز الآن.',
    cancelled_done: 'أُلغي الحجز.',
    status_invalid: 'الحالة يجب أن تكون open أو closed.',
    capacity_invalid: 'السعة يجب أن تكون عددًا صحيحًا من 0 إلى {max}.',
    below_reserved: 'لا يمكن أن تقل السعة عن المقاعد المحجوزة ({reserved}).',
    slot_status_done: 'تم تحديث حالة موعد الانطلاق.',
    capacity_done: 'تم تغيير السعة.',
    day_closed_done: 'أُغلقت مواعيد الانطلاق في هذا اليوم: {count}.',
    day_opened_done: 'أُعيد فتح مواعيد الانطلاق التي أغلقها إغلاق اليوم: {count}.',
    experience_invalid: 'معرّف التجربة غير صحيح.',
    refund_changed: 'تغيّر مبلغ الاسترداد إلى {amount} ر.س. راجعه ثم ألغِ مرة أخرى.',
  },
  en: {
    date_invalid: 'Write the date as YYYY-MM-DD.',
    slot_required: 'Choose the departure.',
    slot_not_found: 'This departure does not exist.',
    code_required: 'Scan or type a voucher code (or choose a booking) — one of them only.',
    booking_invalid: 'The booking id is not valid.',
    client_id_invalid: 'A check-in id must be 8 to 64 Latin letters or digits.',
    device_time_invalid: 'The device time must be a valid date and time.',
    client_id_taken: 'This check-in id is used for another booking.',
    too_many_checkins: 'At most {max} check-ins can be synced in one request.',
    result_valid: 'Valid: checked in.',
    result_already_checked_in: 'Already checked in.',
    result_wrong_departure: 'This voucher is for another departure or date.',
    result_cancelled: 'This booking is cancelled.',
    result_unpaid: 'This booking is not paid.',
    result_unknown: 'Unknown voucher.',
    booking_not_found: 'This booking does not exist.',
    booking_not_live: 'This booking is cancelled or not confirmed.',
    booking_checked_in: 'This guest is checked in: they cannot be marked a no-show or moved.',
    no_show_done: 'Marked as a no-show.',
    note_too_long: 'A note can be at most {max} characters.',
    note_saved: 'The note is saved.',
    same_slot: 'The booking is already on this departure.',
    other_option: 'A booking can only move to another departure of the same option.',
    slot_closed: 'This departure is closed.',
    slot_past: 'This departure has started or is over.',
    no_seats: 'This departure does not have enough seats left ({left} left).',
    moved: 'The booking was moved.',
    cancel_not_allowed: 'The cancellation policy does not allow cancelling this booking now.',
    cancelled_done: 'The booking is cancelled.',
    status_invalid: 'The status must be open or closed.',
    capacity_invalid: 'The capacity must be a whole number from 0 to {max}.',
    below_reserved: 'The capacity cannot be below the seats already reserved ({reserved}).',
    slot_status_done: 'The departure’s status is updated.',
    capacity_done: 'The capacity is changed.',
    day_closed_done: 'Departures closed on this day: {count}.',
    day_opened_done: 'Departures the day closure had closed, opened again: {count}.',
    experience_invalid: 'The experience id is not valid.',
    refund_changed: 'The refund is now SAR {amount}. Check it and cancel again.',
  },
};

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** A number (or "400.00") in the locale's digits: Arabic-Indic, with the Arabic decimal separator, on Arabic screens. */
function localNumber(value, locale) {
  const text = String(value);
  if (locale === 'en' || !/^-?[0-9]+(\.[0-9]+)?$/.test(text)) return text;
  return text.replace(/[0-9]/g, (digit) => ARABIC_DIGITS[Number(digit)]).replace('.', '٫');
}

/** A departures text in the locale, with {placeholders} (numbers in the locale's digits); falls back to the conversations' texts. */
function dm(locale, key, params) {
  const table = departureMessages[locale === 'en' ? 'en' : 'ar'];
  if (!Object.prototype.hasOwnProperty.call(table, key)) return tm(locale, key, params);
  const text = table[key];
  if (!params) return text;
  return text.replace(/\{([a-z_]+)\}/g, (whole, name) => (Object.prototype.hasOwnProperty.call(params, name) && params[name] !== undefined ? localNumber(params[name], locale === 'en' ? 'en' : 'ar') : whole));
}

module.exports = { departureMessages, dm, localNumber };
