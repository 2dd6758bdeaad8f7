// The messages of the review endpoints, in Arabic (default) and English. Keys not listed here
// fall back to the shared ones of messages.js ('invalid_body', 'fix_fields' …).

const { t: baseT } = require('../shared/messages.js');

const reviewMessages = {
  ar: {
    rating_required: 'اختر تقييمًا عامًا من 1 إلى 5 نجوم.',
    rating_invalid: 'التقييم العام يجب أن يكون عددًا صحيحًا من 1 إلى 5.',
    scores_invalid: 'التقييمات الفرعية هي: الخدمة، والتنظيم، والقيمة مقابل السعر، والسلامة.',
    score_invalid: 'كل تقييم فرعي يجب أن يكون عددًا صحيحًا من 1 إلى 5.',
    traveller_type_invalid: 'اختر نوع الرحلة من القائمة.',
    text_invalid: 'نص المراجعة يجب أن يكون نصًا.',
    text_too_long: 'يجب ألا يزيد نص المراجعة على {max} حرف.',
    text_locale_invalid: 'لغة المراجعة يجب أن تكون العربية أو الإنجليزية.',
    name_display_invalid: 'اختر طريقة ظهور اسمك من القائمة.',
    booking_not_found: 'هذا الحجز غير موجود.',
    review_not_found: 'هذه المراجعة غير موجودة.',
    not_finished: 'يمكنك كتابة مراجعة لهذا النشاط بعد انتهائه.',
    not_confirmed: 'لا يمكن كتابة مراجعة لحجز ملغى أو مسترد أو غير مدفوع.',
    window_closed: 'يمكن كتابة المراجعة خلال {days} يومًا من النشاط، وقد انتهت هذه المدة.',
    already_reviewed: 'كتبت مراجعة لهذا الحجز من قبل. يمكنك تعديلها خلال {days} أيام من كتابتها.',
    edit_locked: 'لا يمكن تعديل المراجعة بعد مرور {days} أيام على كتابتها.',
    hidden_locked: 'أخفى فريق رحلة هذه المراجعة، ولا يمكن تعديلها.',
    too_many_writes: 'أرسلت مراجعات كثيرة في وقت قصير. حاول مرة أخرى بعد دقائق.',
    voter_id_invalid: 'تعذّر احتساب صوتك. أعد تحميل الصفحة وحاول مرة أخرى.',
    too_many_votes_network: 'وصلت أصوات كثيرة لهذه المراجعة من شبكتك اليوم، فلم يُحتسب صوتك.',
    sign_in_required: 'سجّل الدخول لترى حجوزاتك التي يمكنك كتابة مراجعة لها.',
    already_voted: 'سبق أن قلت إن هذه المراجعة مفيدة.',
    vote_own_review: 'لا يمكنك التصويت لمراجعتك.',
    too_many_votes: 'صوّتَّ لمراجعات كثيرة في وقت قصير. حاول مرة أخرى بعد دقائق.',
    staff_only: 'هذه الصفحة لفريق رحلة فقط.',
    reply_required: 'اكتب نص الرد.',
    reply_too_long: 'يجب ألا يزيد الرد على 2000 حرف.',
    hide_reason_invalid: 'اختر سبب الإخفاء: إساءة، أو بيانات شخصية، أو لا يتعلق بالتجربة.',
    already_hidden: 'هذه المراجعة مخفية من قبل.',
    not_flagged: 'هذه المراجعة ليست بانتظار التحقق.',
    not_hidden: 'هذه المراجعة ليست مخفية.',
    review_saved: 'شكرًا! نُشرت مراجعتك.',
    review_updated: 'حُفظت تعديلاتك.',
    review_flagged: 'شكرًا! سيتحقق فريق رحلة من مراجعتك قبل نشرها.',
    review_flagged_contact: 'شكرًا! يبدو أن مراجعتك تحتوي على بيانات تواصل أو رابط، لذا سيتحقق منها فريق رحلة قبل نشرها. يمكنك تعديلها وحذف ذلك لتُنشر فورًا.',
    review_updated_flagged: 'حُفظت تعديلاتك، وسيتحقق فريق رحلة من مراجعتك قبل نشرها.',
    review_updated_flagged_contact: 'حُفظت تعديلاتك. يبدو أن مراجعتك تحتوي على بيانات تواصل أو رابط، لذا سيتحقق منها فريق رحلة قبل نشرها. يمكنك تعديلها وحذف ذلك لتُنشر فورًا.',
  },
  en: {
    rating_required: 'Choose an overall rating from 1 to 5 stars.',
    rating_invalid: 'The overall rating must be a whole number from 1 to 5.',
    scores_invalid: 'The sub-scores are service, organisation, value for money and safety.',
    score_invalid: 'Each sub-score must be a whole number from 1 to 5.',
    traveller_type_invalid: 'Choose who you travelled with from the list.',
    text_invalid: 'The review text must be text.',
    text_too_long: 'The review text must be at most {max} characters.',
    text_locale_invalid: 'The review’s language must be Arabic or English.',
    name_display_invalid: 'Choose how your name is shown from the list.',
    booking_not_found: 'This booking was not found.',
    review_not_found: 'This review was not found.',
    not_finished: 'You can review this activity once it has ended.',
    not_confirmed: 'A cancelled, refunded or unpaid booking cannot be reviewed.',
    window_closed: 'Reviews can be written up to {days} days after the activity; that time has passed.',
    already_reviewed: 'You have already reviewed this booking. You can edit your review for {days} days after writing it.',
    edit_locked: 'A review can no longer be changed {days} days after it was written.',
    hidden_locked: 'Rihla’s team has hidden this review; it cannot be changed.',
    too_many_writes: 'You have sent many reviews in a short time. Please try again in a few minutes.',
    voter_id_invalid: 'Your vote could not be counted. Please reload the page and try again.',
    too_many_votes_network: 'Many votes for this review came from your network today, so yours was not counted.',
    sign_in_required: 'Sign in to see the bookings you can review.',
    already_voted: 'You have already marked this review as helpful.',
    vote_own_review: 'You cannot vote for your own review.',
    too_many_votes: 'You have voted on many reviews in a short time. Please try again in a few minutes.',
    staff_only: 'This page is for Rihla’s team only.',
    reply_required: 'Write the reply’s text.',
    reply_too_long: 'The reply must be at most 2000 characters.',
    hide_reason_invalid: 'Choose why the review is hidden: abuse, personal data, or not about the experience.',
    already_hidden: 'This review is already hidden.',
    not_flagged: 'This review is not waiting for a check.',
    not_hidden: 'This review is not hidden.',
    review_saved: 'Thank you! Your review is published.',
    review_updated: 'Your changes are saved.',
    review_flagged: 'Thank you! Rihla’s team will check your review before it is published.',
    review_flagged_contact: 'Thank you! Your review seems to contain contact details or a link, so Rihla’s team will check it before it is published. Edit it to remove them and it is published at once.',
    review_updated_flagged: 'Your changes are saved. Rihla’s team will check your review before it is published.',
    review_updated_flagged_contact: 'Your changes are saved. Your review seems to contain contact details or a link, so Rihla’s team will check it before it is published. Edit it to remove them and it is published at once.',
  },
};

/** A review message in the locale (Arabic when unknown), with {placeholders} filled in. */
function tr(locale, key, params) {
  const table = reviewMessages[locale] || reviewMessages.ar;
  if (!Object.prototype.hasOwnProperty.call(table, key)) return baseT(locale, key, params);
  const text = table[key];
  if (!params) return text;
  return text.replace(/\{([a-z_]+)\}/g, (whole, name) => (Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole));
}

module.exports = { reviewMessages, tr };
