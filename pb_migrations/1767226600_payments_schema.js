/// <reference path="../pb_data/types.d.ts" />
// Payments (docs/decisions/011-payments.md): refunds and mails on orders, cancellation on
// bookings, the payment page session on payments, and the sandbox gateway's own ledger (what a
// real provider keeps on its side; staff-only like every payment table).
/* global Field */
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    const add = (collection, fields) => {
      for (const field of fields) collection.fields.add(new Field(field));
    };

    const orders = app.findCollectionByNameOrId('orders');
    add(orders, [
      // Halalas owed back to the traveller (seats lost after payment, cancellations) and paid back so far.
      f.integer('refund_due', { min: 0 }),
      f.integer('refunded', { min: 0 }),
      f.date('paid_at'),
      f.date('confirmation_sent_at'),
      f.date('reminder_sent_at'),
    ]);
    orders.addIndex('idx_orders_status_reminder', false, 'status, reminder_sent_at', '');
    app.save(orders);

    const bookings = app.findCollectionByNameOrId('bookings');
    add(bookings, [f.integer('refund_amount', { min: 0 }), f.integer('penalty_percent', { min: 0, max: 100 }), f.date('cancelled_at')]);
    app.save(bookings);

    const payments = app.findCollectionByNameOrId('payments');
    add(payments, [f.text('redirect_url', { max: 2000 }), f.text('locale', { max: 2 }), f.date('paid_at')]);
    payments.addIndex('idx_payments_order_status', false, '`order`, status', '');
    app.save(payments);

    const sandbox = new Collection({
      id: 'pbc_sandbox_payments',
      type: 'base',
      name: 'sandbox_payments',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        f.text('order_id', { required: true, max: 32 }),
        f.integer('amount', { min: 0 }),
        f.text('currency', { max: 3 }),
        f.text('description', { max: 300 }),
        // initiated → paid | failed | authenticating → (confirmed later) paid; refunded.
        f.select('status', ['initiated', 'authenticating', 'pending', 'paid', 'failed', 'refunded'], { required: true }),
        f.integer('refunded', { min: 0 }),
        // Only the brand and the last four digits are ever kept.
        f.text('card_brand', { max: 20 }),
        f.text('card_last4', { max: 4 }),
        f.text('success_url', { max: 2000 }),
        f.text('failure_url', { max: 2000 }),
        f.text('webhook_url', { max: 2000 }),
        f.text('locale', { max: 2 }),
        // When the delayed (3-D Secure-like) confirmation is sent.
        f.date('deliver_at'),
        ...f.timestamps(),
      ],
      indexes: ["CREATE INDEX idx_sandbox_payments_deliver ON sandbox_payments (status, deliver_at)"],
    });
    app.save(sandbox);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('sandbox_payments'));
    const drop = (name, fields, indexes) => {
      const collection = app.findCollectionByNameOrId(name);
      for (const field of fields) collection.fields.removeByName(field);
      for (const index of indexes) collection.removeIndex(index);
      app.save(collection);
    };
    drop('orders', ['refund_due', 'refunded', 'paid_at', 'confirmation_sent_at', 'reminder_sent_at'], ['idx_orders_status_reminder']);
    drop('bookings', ['refund_amount', 'penalty_percent', 'cancelled_at'], []);
    drop('payments', ['redirect_url', 'locale', 'paid_at'], ['idx_payments_order_status']);
  },
);
