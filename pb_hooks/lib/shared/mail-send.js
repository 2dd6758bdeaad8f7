// Sending one mail through PocketBase's mailer (SMTP, or the log and the test capture folder:
// accounts.js's onMailerSend). Runs only inside PocketBase; call outside transactions.
/* global MailerMessage */

/** Sends { subject, html, text } to one address with the site's sender. */
function sendMail(to, mail) {
  const message = new MailerMessage({
    from: { address: $app.settings().meta.senderAddress, name: $app.settings().meta.senderName },
    to: [{ address: to }],
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
  });
  $app.newMailClient().send(message);
}

/** The site's address for links in mails: configured, never the request's Host (public-address.js). */
const appUrl = () => require('./public-address.js').currentAddresses().appUrl;

module.exports = { sendMail, appUrl };
