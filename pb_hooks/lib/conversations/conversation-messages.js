// The messages of the chat, the custom offers and the staff endpoints, in Arabic (default) and
// English. Same lookup rules as checkout-messages.js, whose texts (and messages.js's shared
// validation texts) are used for any key not listed here.

const { messageLookup } = require('../shared/messages.js');
const { tc } = require('../checkout/checkout-messages.js');

const conversationMessages = {
  ar: {
    thread_not_found: 'المحادثة غير موجودة.',
    thread_id_taken: 'معرّف المحادثة هذا مستخدم لمحادثة أخرى.',
    too_many_threads: 'لديك {max} محادثات مفتوحة. تابع إحداها بدلًا من بدء محادثة جديدة.',
    record_id_invalid: 'المعرّف يجب أن يتكوّن من 15 حرفًا لاتينيًا صغيرًا أو رقمًا.',
    message_empty: 'اكتب رسالة أولًا.',
    message_too_long: 'يجب ألا تزيد الرسالة على {max} حرف.',
    message_id_taken: 'معرّف الرسالة هذا مستخدم لرسالة أخرى.',
    too_many_messages: 'ترسل الرسائل بسرعة كبيرة. انتظر قليلًا ثم أعد المحاولة.',
    subject_too_long: 'يجب ألا يزيد الموضوع على {max} حرف.',
    experience_not_found: 'التجربة غير موجودة.',
    guest_not_found: 'هوية المحادثة هذه غير معروفة أو أن رمزها السري غير صحيح.',
    guest_merged: 'انضمّت هوية المحادثة هذه إلى حساب. سجّل الدخول لمتابعة محادثاتك.',
    guest_merged_elsewhere: 'انضمّت هوية المحادثة هذه إلى حساب آخر.',
    customer_required: 'سجّل الدخول بحسابك لضمّ محادثات هذا الجهاز إليه.',
    message_not_in_thread: 'هذه الرسالة ليست في هذه المحادثة.',
    dates_required: 'اختر تاريخًا واحدًا على الأقل.',
    dates_invalid: 'التواريخ يجب أن تكون أيامًا من اليوم فصاعدًا بالصيغة YYYY-MM-DD، و{max} تواريخ على الأكثر.',
    group_required: 'حدّد عدد المسافرين.',
    group_invalid: 'أعداد المسافرين يجب أن تكون أعدادًا صحيحة، والمجموع من 1 إلى {max}.',
    budget_invalid: 'الميزانية يجب أن تكون عددًا صحيحًا بالهللات.',
    language_invalid: 'اختر لغة الجولة.',
    notes_too_long: 'يجب ألا تزيد الملاحظات على {max} حرف.',
    too_many_open_requests: 'لديك {max} طلبات عروض مفتوحة. انتظر عرضنا أو أغلق أحدها أولًا.',
    request_id_taken: 'معرّف الطلب هذا مستخدم لطلب آخر.',
    offer_not_found: 'العرض غير موجود.',
    offer_id_taken: 'معرّف العرض هذا مستخدم لعرض آخر.',
    offer_expired: 'انتهت صلاحية هذا العرض. اطلب منا عرضًا جديدًا في المحادثة.',
    offer_withdrawn: 'سحب فريقنا هذا العرض.',
    offer_replaced: 'حلّ عرض أحدث محل هذا العرض؛ اقبل أحدث عرض في المحادثة.',
    offer_declined: 'لقد رفضت هذا العرض.',
    offer_already_accepted: 'تم قبول هذا العرض من قبل، وطلبه رقم {number}.',
    offer_not_open: 'لم يعد بالإمكان تغيير هذا العرض.',
    offer_body_not_allowed: 'سعر العرض وعناصره يحددها العرض نفسه؛ لا ترسل «{field}».',
    offer_owner_only: 'يقبل العرض المسافر الذي أُرسل إليه فقط.',
    offer_total_invalid: 'السعر يجب أن يكون عددًا صحيحًا بالهللات من {min} إلى {max}.',
    offer_expiry_invalid: 'يجب أن تنتهي صلاحية العرض بعد ساعة واحدة على الأقل و7 أيام على الأكثر.',
    offer_note_too_long: 'يجب ألا تزيد الملاحظة على {max} حرف.',
    offer_slot_unavailable: 'لا يمكن تقديم هذا الموعد الآن: إما أنه مضى أو أُغلق أو لم يعد فيه مقاعد كافية أو أن التجربة غير متاحة.',
    offer_travellers_required: 'حدّد المسافرين في العرض.',
    decline_reason_too_long: 'يجب ألا يزيد سبب الرفض على {max} حرف.',
    preview_request: 'طلب عرض خاص: {count} مسافرين، {dates}',
    preview_offer: 'عرض خاص: {total} ر.س',
    chat_busy: 'تعذّر حفظ الرسالة الآن، ولم يُحفظ شيء. أعد المحاولة بعد لحظات.',
  },
  en: {
    thread_not_found: 'Conversation not found.',
    thread_id_taken: 'This conversation id is already used by another conversation.',
    too_many_threads: 'You have {max} open conversations. Continue one of them instead of starting another.',
    record_id_invalid: 'The id must be 15 lowercase Latin letters or digits.',
    message_empty: 'Write a message first.',
    message_too_long: 'A message can be at most {max} characters.',
    message_id_taken: 'This message id is already used by another message.',
    too_many_messages: 'You are sending messages too quickly. Wait a moment and try again.',
    subject_too_long: 'The subject can be at most {max} characters.',
    experience_not_found: 'Experience not found.',
    guest_not_found: 'This chat identity is not known, or its secret does not match.',
    guest_merged: 'This chat identity has joined an account. Sign in to continue your conversations.',
    guest_merged_elsewhere: 'This chat identity has already joined another account.',
    customer_required: 'Sign in to your account to bring this device’s conversations into it.',
    message_not_in_thread: 'This message is not in this conversation.',
    dates_required: 'Choose at least one date.',
    dates_invalid: 'Dates must be days from today on, written YYYY-MM-DD, and at most {max} of them.',
    group_required: 'Say how many travellers are coming.',
    group_invalid: 'Traveller counts must be whole numbers, from 1 to {max} in all.',
    budget_invalid: 'The budget must be a whole number of halalas.',
    language_invalid: 'Choose the tour language.',
    notes_too_long: 'The notes can be at most {max} characters.',
    too_many_open_requests: 'You have {max} open offer requests. Wait for our offer or close one first.',
    request_id_taken: 'This request id is already used by another request.',
    offer_not_found: 'Offer not found.',
    offer_id_taken: 'This offer id is already used by another offer.',
    offer_expired: 'This offer has expired. Ask us in the chat for a new one.',
    offer_withdrawn: 'Our team withdrew this offer.',
    offer_replaced: 'A newer offer replaced this one; accept the newest offer in the chat.',
    offer_declined: 'You declined this offer.',
    offer_already_accepted: 'This offer has already been accepted; its order is {number}.',
    offer_not_open: 'This offer can no longer be changed.',
    offer_body_not_allowed: 'An offer sets its own price and items; do not send "{field}".',
    offer_owner_only: 'Only the traveller the offer was sent to can accept it.',
    offer_total_invalid: 'The price must be a whole number of halalas from {min} to {max}.',
    offer_expiry_invalid: 'An offer must expire between 1 hour and 7 days from now.',
    offer_note_too_long: 'The note can be at most {max} characters.',
    offer_slot_unavailable: 'This slot cannot be offered now: it is past, closed, short of seats, or the experience is unavailable.',
    offer_travellers_required: 'Choose the travellers of the offer.',
    decline_reason_too_long: 'The reason can be at most {max} characters.',
    preview_request: 'Custom offer request: {count} travellers, {dates}',
    preview_offer: 'Custom offer: SAR {total}',
    chat_busy: 'The message could not be saved right now, and nothing was saved. Try again in a moment.',
  },
};

/** A conversation message in the locale, falling back to checkout-messages.js (shared/messages.js messageLookup). */
const tm = messageLookup(conversationMessages, tc);

/** A PocketBase-shaped error body: { status, message, data: { field: { code, message } } }. */
function apiError(status, locale, key, params, field, code) {
  const message = tm(locale, key, params);
  const data = {};
  if (field) data[field] = { code: code || `validation_${key}`, message };
  return { status, message, data };
}

module.exports = { conversationMessages, tm, apiError };
