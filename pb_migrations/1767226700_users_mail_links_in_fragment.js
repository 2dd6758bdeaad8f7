/// <reference path="../pb_data/types.d.ts" />
// The users' reset and verification mails carry their token in the link's fragment
// (…/auth/reset-password#token=…, …/auth/login#verify=…): browsers never send a fragment to a
// server, so tokens stay out of request logs and Referer headers. The templates saved by
// 1767226520 are written again with the new links.
migrate(
  (app) => {
    const { userMailTemplates } = require(`${__hooks}/lib/accounts/account-mail.js`);
    const templates = userMailTemplates();
    const users = app.findCollectionByNameOrId('users');
    users.resetPasswordTemplate.subject = templates.reset.subject;
    users.resetPasswordTemplate.body = templates.reset.body;
    users.verificationTemplate.subject = templates.verify.subject;
    users.verificationTemplate.body = templates.verify.body;
    app.save(users);
  },
  () => {
    // The earlier links are not restored: they put tokens in query strings.
  },
);
