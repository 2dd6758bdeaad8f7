/// <reference path="../pb_data/types.d.ts" />
// The users' password reset and verification mails: Arabic and English in one mail, with the
// app's own links ({APP_URL}/auth/reset-password?token=… and /en/…; the verification link goes
// to GET /api/store/auth/verify-email). pb_hooks/accounts.pb.js replaces them at send time with
// the customer's language when their `locale` is set; these templates are what is sent otherwise.
migrate(
  (app) => {
    const { accountMail } = require(`${__hooks}/lib/accounts/account-mail.js`);
    const placeholders = (text) => text.split('APPURLPLACEHOLDER').join('{APP_URL}').split('TOKENPLACEHOLDER').join('{TOKEN}');
    const users = app.findCollectionByNameOrId('users');
    const reset = accountMail({ kind: 'reset', locale: '', name: '', appUrl: 'APPURLPLACEHOLDER', token: 'TOKENPLACEHOLDER' });
    users.resetPasswordTemplate.subject = reset.subject;
    users.resetPasswordTemplate.body = placeholders(reset.html);
    const verify = accountMail({ kind: 'verify', locale: '', name: '', appUrl: 'APPURLPLACEHOLDER', token: 'TOKENPLACEHOLDER' });
    users.verificationTemplate.subject = verify.subject;
    users.verificationTemplate.body = placeholders(verify.html);
    app.save(users);
  },
  () => {
    // The previous templates are PocketBase's defaults; they are not restored.
  },
);
