/// <reference path="../pb_data/types.d.ts" />
// Staff accounts (docs/decisions/030-staff-accounts.md): the console command that creates the
// first ones, and ending the sessions of a deactivated account.
/* global onRecordUpdate, onRecordCreateRequest, onRecordAuthWithPasswordRequest */

// `pocketbase staff-create <email> <name> [agent|manager] [ar|en]`, password from RIHLA_STAFF_PASSWORD
// (required for a new account; an existing one keeps its password when it is unset).
$app.rootCmd.addCommand(
  new Command({
    use: 'staff-create [email] [name] [role] [locale]',
    short: 'Create or update a Rihla staff account (password from RIHLA_STAFF_PASSWORD)',
    run: (_cmd, args) => {
      const { checkStaffInput, upsertStaff } = require(`${__hooks}/lib/accounts/staff-accounts.js`);
      try {
        let exists = false;
        try {
          exists = Boolean($app.findAuthRecordByEmail('staff', String(args[0] || '').trim().toLowerCase()));
        } catch (_error) {
          exists = false;
        }
        const checked = checkStaffInput({ email: args[0], name: args[1], role: args[2], locale: args[3], password: $os.getenv('RIHLA_STAFF_PASSWORD') }, exists);
        if (!checked.ok) throw new Error(`usage: staff-create <email> <name> [agent|manager] [ar|en]\n  ${checked.problems.join('\n  ')}`);
        const result = upsertStaff($app, checked.staff);
        console.log(JSON.stringify({ id: result.id, email: checked.staff.email, role: checked.staff.role, created: result.created }));
      } catch (error) {
        console.error(`staff-create failed: ${error}`);
        $os.exit(1);
      }
    },
  }),
);

// A deactivated account's tokens stop working at once (a new token key); realtime clients lose it too.
onRecordUpdate((e) => {
  const { deactivated } = require(`${__hooks}/lib/accounts/staff-accounts.js`);
  if (deactivated(e.record.original().getBool('active'), e.record.getBool('active'))) e.record.refreshTokenKey();
  return e.next();
}, 'staff');

// A new account starts active (decision 052); an inactive one is told so at sign-in, and who turns it on.
onRecordCreateRequest((e) => require(`${__hooks}/lib/accounts/staff-accounts.js`).startActive(e), 'staff');
onRecordAuthWithPasswordRequest((e) => require(`${__hooks}/lib/accounts/staff-accounts.js`).refuseInactive(e), 'staff');
