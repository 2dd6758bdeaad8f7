// Staff accounts (docs/decisions/030-staff-accounts.md): checking the input of the console
// command that creates the first accounts, writing it, and what a deactivation must end.
// checkStaffInput and deactivated are pure; upsertStaff runs inside PocketBase.

const { EMAIL } = require('../checkout/checkout-request.js');

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

module.exports = { ROLES, checkStaffInput, deactivated, upsertStaff };
