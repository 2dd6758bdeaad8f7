/// <reference path="../pb_data/types.d.ts" />
// The sandbox gateway's webhook deliveries are retried with growing gaps and given up after a
// cap (pb_hooks/lib/payments/webhook-retry.js); staff see each delivery's state in the dashboard. The
// collection stays staff-only (every rule null). Owed deliveries are taken oldest first through
// a partial index on deliver_at.
/* global Field */
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    const sandbox = app.findCollectionByNameOrId('sandbox_payments');
    sandbox.fields.add(new Field(f.select('delivery_status', ['pending', 'delivered', 'gave_up'])));
    sandbox.fields.add(new Field(f.integer('delivery_attempts', { min: 0 })));
    sandbox.fields.add(new Field(f.text('last_delivery_error', { max: 300 })));
    sandbox.addIndex('idx_sandbox_payments_owed', false, 'deliver_at', "deliver_at != ''");
    sandbox.addIndex('idx_sandbox_payments_delivery_status', false, 'delivery_status', '');
    app.save(sandbox);
  },
  (app) => {
    const sandbox = app.findCollectionByNameOrId('sandbox_payments');
    for (const name of ['delivery_status', 'delivery_attempts', 'last_delivery_error']) sandbox.fields.removeByName(name);
    sandbox.removeIndex('idx_sandbox_payments_owed');
    sandbox.removeIndex('idx_sandbox_payments_delivery_status');
    app.save(sandbox);
  },
);
