/// <reference path="../pb_data/types.d.ts" />
// At most one open (initiated) payment page per order: concurrent replays of a checkout, or two
// 'Pay now' presses, share one page instead of opening two that could both be paid.
migrate(
  (app) => {
    const payments = app.findCollectionByNameOrId('payments');
    payments.addIndex('idx_payments_order_open', true, '`order`', "status = 'initiated'");
    app.save(payments);
  },
  (app) => {
    const payments = app.findCollectionByNameOrId('payments');
    payments.removeIndex('idx_payments_order_open');
    app.save(payments);
  },
);
