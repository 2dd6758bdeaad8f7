/// <reference path="../pb_data/types.d.ts" />
// Customers' data (carts, saved experiences, orders, bookings) readable only by their owner;
// payments, payment events and promo codes staff-only. Orders and bookings are written only by
// the server's checkout and payment hooks, never directly through the collection API.
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    const owner = "@request.auth.id != '' && user = @request.auth.id";
    const staffOnly = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null };

    const save = (definition) => {
      const collection = new Collection({ type: 'base', ...staffOnly, ...definition });
      app.save(collection);
      return collection;
    };

    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new TextField({ name: 'first_name', max: 80 }));
    users.fields.add(new TextField({ name: 'last_name', max: 80 }));
    users.fields.add(new TextField({ name: 'country_code', max: 6, pattern: '^\\+[0-9]{1,4}$' }));
    users.fields.add(new TextField({ name: 'phone', max: 20, pattern: '^[0-9 ]{5,20}$' }));
    users.fields.add(new SelectField({ name: 'locale', values: ['ar', 'en'], maxSelect: 1 }));
    users.fields.add(new TextField({ name: 'currency', max: 3, pattern: '^[A-Z]{3}$' }));
    app.save(users);

    save({
      id: 'pbc_carts',
      name: 'carts',
      listRule: owner,
      viewRule: owner,
      createRule: owner,
      updateRule: `${owner} && (@request.body.user:isset = false || @request.body.user = @request.auth.id)`,
      deleteRule: owner,
      // items: [{ slotId, travellers: { adult: 2 }, pickup: { placeId } , addedAt }]
      fields: [f.relation('user', '_pb_users_auth_', { required: true, cascadeDelete: true }), f.json('items'), ...f.timestamps()],
      indexes: ['CREATE UNIQUE INDEX idx_carts_user ON carts (user)'],
    });

    save({
      id: 'pbc_saved_experiences',
      name: 'saved_experiences',
      listRule: owner,
      viewRule: owner,
      createRule: owner,
      updateRule: null,
      deleteRule: owner,
      fields: [f.relation('user', '_pb_users_auth_', { required: true, cascadeDelete: true }), f.relation('experience', 'pbc_experiences', { required: true, cascadeDelete: true }), ...f.timestamps()],
      indexes: ['CREATE UNIQUE INDEX idx_saved_experiences_user_experience ON saved_experiences (user, experience)'],
    });

    save({
      id: 'pbc_promo_codes',
      name: 'promo_codes',
      fields: [
        f.text('code', { required: true, max: 40, pattern: '^[A-Z0-9_-]+$' }),
        ...f.bilingual('description'),
        f.select('type', ['percent', 'fixed'], { required: true }),
        // Percent (1–100) or an amount in halalas.
        f.integer('value', { min: 1, required: true }),
        f.integer('min_subtotal', { min: 0 }),
        f.integer('max_discount', { min: 0 }),
        f.date('starts_at'),
        f.date('ends_at'),
        f.integer('usage_limit', { min: 0 }),
        f.integer('per_customer_limit', { min: 0 }),
        f.integer('used_count', { min: 0 }),
        // { experiences?: [id], categories?: [id], cities?: [id] } — empty means everything.
        f.json('scope'),
        f.bool('active'),
        ...f.timestamps(),
      ],
      indexes: ['CREATE UNIQUE INDEX idx_promo_codes_code ON promo_codes (code)'],
    });

    save({
      id: 'pbc_orders',
      name: 'orders',
      listRule: owner,
      viewRule: owner,
      fields: [
        f.text('number', { required: true, max: 32 }),
        f.text('purchase_id', { required: true, max: 32 }),
        f.text('invoice_number', { max: 32 }),
        f.relation('user', '_pb_users_auth_'),
        f.email('email', { required: true }),
        // { firstName, lastName, email, countryCode, phone }
        f.json('lead_guest'),
        f.select('status', ['pending_payment', 'reserved', 'confirmed', 'partially_confirmed', 'failed', 'cancelled', 'refund_pending', 'refunded'], { required: true }),
        f.text('currency', { required: true, max: 3 }),
        f.integer('subtotal', { min: 0 }),
        f.integer('discount', { min: 0 }),
        f.integer('total', { min: 0 }),
        f.relation('promo', 'pbc_promo_codes'),
        f.text('promo_code', { max: 40 }),
        f.select('payment_method', ['card', 'pay_later'], { required: true }),
        f.text('idempotency_key', { required: true, max: 128 }),
        // Hash of the checkout request, so the same key with another body is refused.
        f.text('request_hash', { hidden: true, max: 128 }),
        // Lets a guest open the order page; never listed.
        f.text('access_token', { hidden: true, max: 128 }),
        f.date('pay_by'),
        f.select('locale', ['ar', 'en']),
        ...f.timestamps(),
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_orders_number ON orders (number)',
        'CREATE UNIQUE INDEX idx_orders_purchase_id ON orders (purchase_id)',
        'CREATE UNIQUE INDEX idx_orders_idempotency_key ON orders (idempotency_key)',
        'CREATE INDEX idx_orders_user ON orders (user, created)',
        'CREATE INDEX idx_orders_email ON orders (email)',
        'CREATE INDEX idx_orders_status_pay_by ON orders (status, pay_by)',
      ],
    });

    save({
      id: 'pbc_bookings',
      name: 'bookings',
      listRule: "@request.auth.id != '' && order.user = @request.auth.id",
      viewRule: "@request.auth.id != '' && order.user = @request.auth.id",
      fields: [
        f.relation('order', 'pbc_orders', { required: true, cascadeDelete: true }),
        f.relation('experience', 'pbc_experiences', { required: true }),
        f.relation('option', 'pbc_options', { required: true }),
        f.relation('slot', 'pbc_slots', { required: true }),
        f.text('date', { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
        f.text('start_time', { pattern: '^\\d{2}:\\d{2}$' }),
        // { adult: 2, child: 1 } and the unit prices (halalas) charged for each type.
        f.json('travellers'),
        f.json('unit_prices'),
        f.integer('seats', { min: 0 }),
        f.integer('total', { min: 0 }),
        f.select('status', ['held', 'confirmed', 'failed', 'cancelled', 'refunded'], { required: true }),
        f.date('hold_expires_at'),
        f.json('pickup'),
        f.json('guests'),
        f.json('cancellation_policy'),
        f.text('voucher_code', { max: 64 }),
        ...f.timestamps(),
      ],
      indexes: [
        'CREATE INDEX idx_bookings_order ON bookings (`order`)',
        'CREATE INDEX idx_bookings_slot_status ON bookings (slot, status)',
        'CREATE INDEX idx_bookings_status_hold ON bookings (status, hold_expires_at)',
        "CREATE UNIQUE INDEX idx_bookings_voucher ON bookings (voucher_code) WHERE voucher_code != ''",
      ],
    });

    save({
      id: 'pbc_payments',
      name: 'payments',
      fields: [
        f.relation('order', 'pbc_orders', { required: true }),
        f.text('provider', { required: true, max: 40 }),
        f.text('provider_payment_id', { max: 128 }),
        f.integer('amount', { min: 0 }),
        f.text('currency', { max: 3 }),
        f.select('status', ['initiated', 'pending', 'paid', 'failed', 'refund_pending', 'refunded'], { required: true }),
        f.integer('refunded_amount', { min: 0 }),
        f.json('details'),
        ...f.timestamps(),
      ],
      indexes: ['CREATE INDEX idx_payments_order ON payments (`order`)', "CREATE UNIQUE INDEX idx_payments_provider_id ON payments (provider, provider_payment_id) WHERE provider_payment_id != ''"],
    });

    save({
      id: 'pbc_payment_events',
      name: 'payment_events',
      fields: [
        f.text('provider', { required: true, max: 40 }),
        f.text('event_id', { required: true, max: 128 }),
        f.text('type', { max: 80 }),
        f.relation('payment', 'pbc_payments'),
        f.json('payload'),
        f.date('processed_at'),
        ...f.timestamps(),
      ],
      indexes: ['CREATE UNIQUE INDEX idx_payment_events_provider_event ON payment_events (provider, event_id)'],
    });

    save({
      id: 'pbc_promo_redemptions',
      name: 'promo_redemptions',
      fields: [
        f.relation('promo', 'pbc_promo_codes', { required: true }),
        f.relation('order', 'pbc_orders', { required: true, cascadeDelete: true }),
        f.relation('user', '_pb_users_auth_'),
        f.email('email'),
        f.integer('amount', { min: 0 }),
        ...f.timestamps(),
      ],
      indexes: ['CREATE INDEX idx_promo_redemptions_promo_user ON promo_redemptions (promo, user)', 'CREATE INDEX idx_promo_redemptions_promo_email ON promo_redemptions (promo, email)', 'CREATE UNIQUE INDEX idx_promo_redemptions_order ON promo_redemptions (`order`)'],
    });
  },
  (app) => {
    for (const name of ['promo_redemptions', 'payment_events', 'payments', 'bookings', 'orders', 'promo_codes', 'saved_experiences', 'carts']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
    const users = app.findCollectionByNameOrId('users');
    for (const name of ['first_name', 'last_name', 'country_code', 'phone', 'locale', 'currency']) users.fields.removeByName(name);
    app.save(users);
  },
);
