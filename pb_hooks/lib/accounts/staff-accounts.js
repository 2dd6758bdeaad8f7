// Staff accounts (docs/decisions/030-staff-accounts.md, 052-staff-accounts-start-active.md):
// checking the input of the console command that creates the first accounts, writing it, what a
// deactivation must end, and what an inactive account is told at sign-in. checkStaffInput,
// deactivated and inactiveKey are pure; the others run inside PocketBase.

const { EMAIL } = require('../shared/email-address.js');
const { ta } = require('./account-messages.js');
const { requestLocale } = require('../shared/messages.js');

const ROLES = ['agent', 'manager'];

/**
 * The command's input: { email, name, role, locale, password }. The password may be '' when the
 * account exists (it is kept). → { ok: true, staff } | { ok: false, problems: [text] }
 */
function checkStaffInput(input, exists) {
  const problems = [];
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const name = typeof input.name === 'string' ? input.name.trim().replace(/\s+/g, ' ') : '';
  const role = input.role || 'agent';
  const locale = input.locale || 'ar';
  const password = typeof input.password === 'string' ? input.password : '';
  if (!EMAIL.test(email) || email.length > 254) problems.push('email: not a valid address');
  if (!name || name.length > 80) problems.push('name: 1 to 80 characters');
  if (ROLES.indexOf(role) === -1) problems.push(`role: one of ${ROLES.join(', ')}`);
  if (locale !== 'ar' && locale !== 'en') problems.push('locale: ar or en');
  if (password === '' && !exists) problems.push('password: set RIHLA_STAFF_PASSWORD (at least 10 characters) for a new account');
  if (password !== '' && (password.length < 10 || password.length > 71)) problems.push('password: 10 to 71 characters');
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, staff: { email, name, role, locale, password } };
}

/** Whether an update turns an active account off (its sessions must end). */
const deactivated = (before, after) => Boolean(before) && !after;

/** Creates or updates (and reactivates) a staff account. → { id, created } */
function upsertStaff(app, staff) {
  let record;
  try {
    record = app.findAuthRecordByEmail('staff', staff.email);
  } catch (_error) {
    record = null;
  }
  const created = !record;
  if (!record) record = new Record(app.findCollectionByNameOrId('staff'));
  record.setEmail(staff.email);
  record.setVerified(true);
  record.set('name', staff.name);
  record.set('role', staff.role);
  record.set('locale', staff.locale);
  record.set('active', true);
  if (staff.password) record.setPassword(staff.password);
  app.save(record);
  return { id: record.id, created };
}

/** Who turns an inactive account on: a manager for an agent, the site's administrator for a manager. */
const inactiveKey = (role) => (role === 'manager' ? 'staff_inactive_manager' : 'staff_inactive_agent');

/**
 * onRecordCreateRequest ('staff'): a new account starts active. The dashboard sends its unticked
 * "active" box as false, so without this every account made there was refused at sign-in.
 */
function startActive(e) {
  e.record.set('active', true);
  return e.next();
}

/**
 * onRecordAuthWithPasswordRequest ('staff'): the right password for an inactive account is
 * answered 403 with what to do, in the account's language (a wrong one stays PocketBase's
 * "Failed to authenticate.", so nobody learns which accounts exist or are inactive).
 */
function refuseInactive(e) {
  const record = e.record;
  if (!record || record.getBool('active') || !record.validatePassword(e.password)) return e.next();
  const http = e.requestEvent;
  const locale = requestLocale(record.getString('locale'), http.request.header.get('Accept-Language'));
  return http.json(403, { status: 403, message: ta(locale, inactiveKey(record.getString('role'))), data: {} });
}

module.exports = { ROLES, checkStaffInput, deactivated, upsertStaff, inactiveKey, startActive, refuseInactive };
