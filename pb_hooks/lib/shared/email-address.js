// The one shape of an e-mail address the server accepts (checkout, contact, offers, staff): the
// shape PocketBase's email field accepts, with a dot in the domain. The app's forms use the same
// cases (src/lib/email-address.ts is checked against email-address-cases.json). Pure.

const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Whether `value` is an e-mail address of that shape (a string, trimmed by the caller). */
const isEmailAddress = (value) => typeof value === 'string' && EMAIL.test(value);

module.exports = { EMAIL, isEmailAddress };
