/// <reference path="../pb_data/types.d.ts" />
// Accounts: mail settings from the environment, bilingual reset and verification mails, mail
// capture for tests, email verification by link, and guest orders joining a verified account.
/* global onSettingsReload, onMailerSend, onMailerRecordPasswordResetSend, onMailerRecordVerificationSend, onRecordAuthRequest, onRecordUpdate, onRecordAuthWithPasswordRequest, onRecordConfirmPasswordResetRequest, onRecordCreateRequest, onRecordUpdateRequest, onRecordCreate */

onBootstrap((e) => {
  e.next();
  require(`${__hooks}/lib/accounts/accounts.js`).applyMailEnvironment(e.app);
});

onSettingsReload((e) => {
  e.next();
  require(`${__hooks}/lib/accounts/accounts.js`).applyMailEnvironment(e.app);
});

onMailerSend((e) => {
  if (require(`${__hooks}/lib/accounts/accounts.js`).handleOutgoingMail(e.app, e.message)) return e.next();
  return undefined;
});

onMailerRecordPasswordResetSend((e) => {
  require(`${__hooks}/lib/accounts/accounts.js`).localiseAccountMail(e.app, e, 'reset');
  return e.next();
}, 'users');

onMailerRecordVerificationSend((e) => {
  require(`${__hooks}/lib/accounts/accounts.js`).localiseAccountMail(e.app, e, 'verify');
  return e.next();
}, 'users');

// Wrong passwords are counted per account as well as per client address (lib/sign-in-throttle.js),
// for customers, staff and superusers. (This file loads before staff.pb.js, so the guard runs
// before the staff sign-in hooks there.)
onRecordAuthWithPasswordRequest((e) => require(`${__hooks}/lib/accounts/sign-in-guard.js`).guardSignIn(e), 'users', 'staff', '_superusers');
onRecordConfirmPasswordResetRequest((e) => require(`${__hooks}/lib/accounts/sign-in-guard.js`).clearAfterReset(e), 'users', 'staff', '_superusers');

// Names without invisible or direction-changing characters; one account per mailbox, whatever the case.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/accounts/accounts.js`).checkCustomerNames(e);
  return e.next();
}, 'users');
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/accounts/accounts.js`).checkCustomerNames(e);
  return e.next();
}, 'users');
onRecordCreate((e) => {
  require(`${__hooks}/lib/accounts/accounts.js`).lowerCaseEmail(e.record);
  return e.next();
}, 'users');

// Signing in with a verified address picks up guest orders placed with it since.
onRecordAuthRequest((e) => {
  e.next();
  require(`${__hooks}/lib/checkout/guest-order-claim.js`).claimForVerified(e.app, e.record);
}, 'users');

// The address becomes verified (confirmation link, email change, staff): its guest orders join the account.
onRecordUpdate((e) => {
  require(`${__hooks}/lib/accounts/accounts.js`).lowerCaseEmail(e.record);
  const before = e.record.original();
  const becameVerified = e.record.verified() && (!before.verified() || before.email() !== e.record.email());
  e.next();
  if (becameVerified) require(`${__hooks}/lib/checkout/guest-order-claim.js`).claimForVerified(e.app, e.record);
}, 'users');

routerAdd('GET', '/api/store/auth/verify-email', (e) =>
  require(`${__hooks}/lib/accounts/accounts.js`).verifyEmail(e, (app, record) => require(`${__hooks}/lib/checkout/guest-order-claim.js`).claimForVerified(app, record)),
);
