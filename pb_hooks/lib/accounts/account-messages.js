// The accounts' texts in Arabic (default) and English: the password-reset, e-mail confirmation
// and sign-in alert mails, and the sign-in refusals. Keys not listed here are the shared texts
// (shared/messages.js: greeting, signature…).

const { messageLookup, t } = require('../shared/messages.js');

const accountMessages = {
  ar: {
    mail_reset_subject: 'إعادة تعيين كلمة المرور في رحلة',
    mail_reset_intro: 'وصلنا طلب لإعادة تعيين كلمة مرور حسابك في رحلة. اختر كلمة مرور جديدة من الرابط أدناه.',
    mail_reset_button: 'اختر كلمة مرور جديدة',
    mail_reset_ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة؛ تبقى كلمة مرورك كما هي.',
    mail_verify_subject: 'أكّد بريدك الإلكتروني في رحلة',
    mail_verify_intro: 'شكرًا لإنشاء حساب في رحلة. أكّد بريدك الإلكتروني لتظهر حجوزاتك في حسابك.',
    mail_verify_button: 'أكّد بريدي الإلكتروني',
    mail_verify_ignore: 'إن لم تنشئ حسابًا في رحلة فتجاهل هذه الرسالة.',
    mail_sign_in_alert_subject: 'محاولات دخول فاشلة إلى حسابك في رحلة',
    mail_sign_in_alert_intro: 'حاول أحدهم تسجيل الدخول إلى حسابك في رحلة عدة مرات بكلمة مرور خاطئة، لذا أبطأنا المحاولات التالية لبعض الوقت. إن كنت أنت ونسيت كلمة المرور فاختر كلمة جديدة من الرابط أدناه.',
    mail_sign_in_alert_ignore: 'وإن لم تكن أنت فحسابك ما زال آمنًا: لم يسجّل أحد الدخول إليه، ويمكنك مواصلة تسجيل الدخول من أجهزتك المعتادة.',
    sign_in_throttled: 'محاولات دخول فاشلة كثيرة لهذا الحساب. انتظر بضع دقائق ثم حاول مرة أخرى، أو أعد تعيين كلمة المرور.',
    sign_in_throttled_staff: 'محاولات دخول فاشلة كثيرة لهذا الحساب. انتظر بضع دقائق ثم حاول مرة أخرى، أو اطلب من مدير أو من مسؤول الموقع تعيين كلمة مرور جديدة.',
    staff_inactive_agent: 'حسابك في فريق رحلة غير مفعّل بعد. اطلب من مدير في الفريق تفعيله.',
    staff_inactive_manager: 'حسابك في فريق رحلة غير مفعّل بعد. اطلب من مسؤول الموقع تفعيله.',
  },
  en: {
    mail_reset_subject: 'Reset your Rihla password',
    mail_reset_intro: 'We received a request to reset the password of your Rihla account. Choose a new password with the link below.',
    mail_reset_button: 'Choose a new password',
    mail_reset_ignore: "If you did not ask for this, ignore this mail; your password stays the same.",
    mail_verify_subject: 'Confirm your email address for Rihla',
    mail_verify_intro: 'Thank you for creating a Rihla account. Confirm your email address so your bookings show up in your account.',
    mail_verify_button: 'Confirm my email address',
    mail_verify_ignore: 'If you did not create a Rihla account, ignore this mail.',
    mail_sign_in_alert_subject: 'Failed sign-ins to your Rihla account',
    mail_sign_in_alert_intro: 'Someone tried to sign in to your Rihla account several times with a wrong password, so further tries are slowed down for a while. If it was you and you have forgotten your password, choose a new one with the link below.',
    mail_sign_in_alert_ignore: 'If it was not you, your account is still safe: nobody signed in, and you can keep signing in from your usual devices.',
    sign_in_throttled: 'Too many failed sign-ins for this account. Wait a few minutes and try again, or reset your password.',
    sign_in_throttled_staff: 'Too many failed sign-ins for this account. Wait a few minutes and try again, or ask a manager or the site’s administrator to set a new password.',
    staff_inactive_agent: 'Your Rihla staff account is not active yet. Ask a manager on the team to activate it.',
    staff_inactive_manager: 'Your Rihla staff account is not active yet. Ask the site’s administrator to activate it.',
  },
};

/** An account text in the locale (shared/messages.js messageLookup). */
const ta = messageLookup(accountMessages, t);

module.exports = { accountMessages, ta };
