/// <reference path="../pb_data/types.d.ts" />
// Checkout: invoice numbers are unique (INV-YYYY-NNNNNNN, the next one found through this index
// inside the checkout's transaction).
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    orders.addIndex('idx_orders_invoice_number', true, 'invoice_number', "invoice_number != ''");
    app.save(orders);
  },
  (app) => {
    const orders = app.findCollectionByNameOrId('orders');
    orders.removeIndex('idx_orders_invoice_number');
    app.save(orders);
  },
);
