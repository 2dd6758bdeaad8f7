/// <reference path="../pb_data/types.d.ts" />
// Staff accounts that are not superusers (docs/decisions/030-staff-accounts.md): the `staff` auth
// collection with roles agent and manager, an active flag checked at sign-in and by every rule,
// and staff read access to orders and bookings (read only; they are still written by the
// server's checkout and payment hooks). Customers and guests can never list or view staff.
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    const { STAFF, MANAGER } = require(`${__hooks}/lib/shared/access-rules.js`);

    const staff = new Collection({
      id: 'pbc_staff',
      type: 'auth',
      name: 'staff',
      listRule: STAFF,
      viewRule: STAFF,
      // Managers add agents; managers themselves are made by a superuser (dashboard or `pocketbase staff-create`).
      createRule: `${MANAGER} && @request.body.role = 'agent'`,
      // Managers edit agents (never promote them); anyone edits their own name and language, never their role or active flag.
      updateRule: `(${MANAGER} && role = 'agent' && (@request.body.role:isset = false || @request.body.role = 'agent')) || (${STAFF} && id = @request.auth.id && @request.body.role:isset = false && @request.body.active:isset = false)`,
      // Accounts are deactivated, not deleted: their names stay on the messages and offers they wrote.
      deleteRule: null,
      authRule: 'active = true',
      // Managers may set an agent's email and password without the old password.
      manageRule: `${MANAGER} && role = 'agent'`,
      fields: [
        f.text('name', { required: true, max: 80 }),
        f.select('role', ['agent', 'manager'], { required: true }),
        f.bool('active'),
        f.select('locale', ['ar', 'en']),
        ...f.timestamps(),
      ],
    });
    staff.passwordAuth.enabled = true;
    staff.passwordAuth.identityFields = ['email'];
    // A working day and a half; the app refreshes the token while staff use it.
    staff.authToken.duration = 129600;
    app.save(staff);

    const orders = app.findCollectionByNameOrId('orders');
    orders.listRule = `(@request.auth.id != '' && user = @request.auth.id) || ${STAFF}`;
    orders.viewRule = orders.listRule;
    app.save(orders);

    const bookings = app.findCollectionByNameOrId('bookings');
    bookings.listRule = `(@request.auth.id != '' && order.user = @request.auth.id) || ${STAFF}`;
    bookings.viewRule = bookings.listRule;
    app.save(bookings);
  },
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    orders.listRule = "@request.auth.id != '' && user = @request.auth.id";
    orders.viewRule = orders.listRule;
    app.save(orders);
    const bookings = app.findCollectionByNameOrId('bookings');
    bookings.listRule = "@request.auth.id != '' && order.user = @request.auth.id";
    bookings.viewRule = bookings.listRule;
    app.save(bookings);
    app.delete(app.findCollectionByNameOrId('staff'));
  },
);
