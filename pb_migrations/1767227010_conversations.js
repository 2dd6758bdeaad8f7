/// <reference path="../pb_data/types.d.ts" />
// Conversations and custom offers (docs/decisions/031-chat-guests-and-realtime.md,
// 032-custom-offers.md):
//   - chat_guests: a hidden auth identity per device, so guests can chat and subscribe in real
//     time under API rules; its secret is its password (a 48-character random string, hence the
//     lowest bcrypt cost: the work factor protects guessable passwords, not machine-made ones);
//     no password sign-in through the collection API — /api/store/chat/guests/auth issues tokens;
//   - chat_threads and chat_messages: a thread belongs to a customer or a guest and may carry an
//     experience and an order; read receipts, unread counts and waiting time per side; messages
//     have kinds (text, the request card, the offer card, events) and are written only by the
//     server (/api/store/chat/…), which makes them append-only for travellers;
//   - offer_requests gain the guest, thread, dates, travellers by type, budget and tour language;
//   - offers: what staff send from a thread, holding its seats until it ends (decision 032);
//   - orders.offer: the order an accepted offer became, at most one per offer.
// Travellers read their own rows, active staff read all; nobody writes through the collection API.
/* global Field */
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    const { threadReaders } = require(`${__hooks}/lib/shared/access-rules.js`);
    const readOnly = (rule) => ({ listRule: rule, viewRule: rule, createRule: null, updateRule: null, deleteRule: null });
    const add = (collection, fields) => {
      for (const field of fields) collection.fields.add(new Field(field));
    };

    const guests = new Collection({
      id: 'pbc_chat_guests',
      type: 'auth',
      name: 'chat_guests',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      authRule: "merged_into = ''",
      manageRule: null,
      fields: [f.relation('merged_into', '_pb_users_auth_'), f.date('merged_at'), f.select('locale', ['ar', 'en']), ...f.timestamps()],
    });
    guests.passwordAuth.enabled = false;
    guests.authToken.duration = 604800;
    app.save(guests);
    const savedGuests = app.findCollectionByNameOrId('chat_guests');
    savedGuests.fields.getByName('email').required = false;
    const password = savedGuests.fields.getByName('password');
    password.cost = 4;
    password.min = 40;
    app.save(savedGuests);

    const threads = app.findCollectionByNameOrId('chat_threads');
    threads.fields.getByName('user').required = false;
    add(threads, [
      f.relation('guest', 'pbc_chat_guests'),
      f.relation('experience', 'pbc_experiences'),
      f.relation('order', 'pbc_orders'),
      f.text('contact_name', { max: 120 }),
      f.email('contact_email'),
      f.date('closed_at'),
      f.text('last_message_preview', { max: 200 }),
      f.select('last_sender', ['customer', 'staff', 'system']),
      f.date('customer_read_at'),
      f.date('staff_read_at'),
      f.integer('customer_unread', { min: 0 }),
      f.integer('staff_unread', { min: 0 }),
      // When the traveller's oldest unanswered message was sent ('' when staff answered last).
      f.date('waiting_since'),
      // The state of the thread's latest request or offer, for the inbox's "offers" filter.
      f.select('offer_state', ['requested', 'offered', 'accepted', 'declined', 'expired', 'withdrawn']),
      // When the traveller was last mailed about a reply, so one absence gets one mail.
      f.date('customer_notified_at'),
    ]);
    Object.assign(threads, readOnly(threadReaders('')));
    threads.addIndex('idx_chat_threads_guest', false, 'guest, last_message_at', '');
    threads.addIndex('idx_chat_threads_status', false, 'status, last_message_at', '');
    threads.addIndex('idx_chat_threads_last_message', false, 'last_message_at', '');
    app.save(threads);

    const requests = app.findCollectionByNameOrId('offer_requests');
    requests.fields.getByName('message').required = false;
    requests.fields.getByName('status').values = ['new', 'offered', 'accepted', 'declined', 'expired', 'withdrawn', 'closed'];
    add(requests, [
      f.relation('guest', 'pbc_chat_guests'),
      f.relation('thread', 'pbc_chat_threads', { cascadeDelete: true }),
      // ['2026-12-10', …]: the days the traveller can go.
      f.json('dates'),
      // { adult: 2, child: 1 }
      f.json('travellers'),
      // Halalas; 0 when not given.
      f.integer('budget', { min: 0 }),
      // The tour language asked for (ar, en, …).
      f.text('language', { max: 8 }),
      f.text('country_code', { max: 6 }),
    ]);
    Object.assign(requests, readOnly(threadReaders('')));
    requests.addIndex('idx_offer_requests_owner_status', false, 'user, guest, status', '');
    requests.addIndex('idx_offer_requests_thread', false, 'thread', '');
    app.save(requests);

    const offers = new Collection({
      id: 'pbc_offers',
      type: 'base',
      name: 'offers',
      ...readOnly(threadReaders('thread.')),
      fields: [
        f.relation('thread', 'pbc_chat_threads', { required: true, cascadeDelete: true }),
        f.relation('request', 'pbc_offer_requests'),
        f.relation('experience', 'pbc_experiences', { required: true }),
        f.relation('option', 'pbc_options', { required: true }),
        f.relation('slot', 'pbc_slots', { required: true }),
        f.text('date', { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
        f.text('start_time', { pattern: '^\\d{2}:\\d{2}$' }),
        f.json('travellers'),
        f.json('pickup'),
        // The catalog's unit prices and total when the offer was made; `total` is what is charged.
        f.json('unit_prices'),
        f.integer('computed_total', { min: 0 }),
        f.integer('total', { min: 0 }),
        f.text('currency', { max: 3 }),
        f.integer('seats', { min: 0 }),
        // Seats this offer holds on its slot now (its seats while offered, 0 once it ended or became an order).
        f.integer('seats_held', { min: 0 }),
        f.date('expires_at', { required: true }),
        f.select('status', ['offered', 'accepted', 'declined', 'expired', 'withdrawn'], { required: true }),
        f.text('note', { max: 1000 }),
        f.relation('staff', 'pbc_staff', { hidden: true }),
        f.text('author_name', { max: 80 }),
        f.relation('order', 'pbc_orders'),
        f.text('decline_reason', { max: 500 }),
        f.date('decided_at'),
        f.select('locale', ['ar', 'en']),
        ...f.timestamps(),
      ],
      indexes: ['CREATE INDEX idx_offers_thread ON offers (thread, created)', 'CREATE INDEX idx_offers_status_expires ON offers (status, expires_at)', 'CREATE INDEX idx_offers_order ON offers (`order`)'],
    });
    app.save(offers);
    const savedOffers = app.findCollectionByNameOrId('offers');
    add(savedOffers, [f.relation('replaced_by', 'pbc_offers')]);
    app.save(savedOffers);

    const messages = app.findCollectionByNameOrId('chat_messages');
    messages.fields.getByName('body').required = false;
    messages.fields.getByName('sender').values = ['customer', 'staff', 'system'];
    add(messages, [
      f.select('kind', ['text', 'request', 'offer', 'event']),
      f.relation('offer', 'pbc_offers'),
      f.relation('offer_request', 'pbc_offer_requests'),
      // What happened, for kind 'event': closed, reopened, offer_accepted, offer_declined, offer_expired, offer_withdrawn.
      f.text('event', { max: 40 }),
      f.text('author_name', { max: 80 }),
      f.relation('staff', 'pbc_staff', { hidden: true }),
    ]);
    Object.assign(messages, readOnly(threadReaders('thread.')));
    app.save(messages);

    const orders = app.findCollectionByNameOrId('orders');
    add(orders, [f.relation('offer', 'pbc_offers')]);
    orders.addIndex('idx_orders_offer', true, 'offer', "offer != ''");
    app.save(orders);
  },
  (app) => {
    const customerThread = "@request.auth.id != '' && user = @request.auth.id";
    const customerMessage = "@request.auth.id != '' && thread.user = @request.auth.id";
    const orders = app.findCollectionByNameOrId('orders');
    orders.removeIndex('idx_orders_offer');
    orders.fields.removeByName('offer');
    app.save(orders);

    const messages = app.findCollectionByNameOrId('chat_messages');
    for (const name of ['kind', 'offer', 'offer_request', 'event', 'author_name', 'staff']) messages.fields.removeByName(name);
    Object.assign(messages, { listRule: customerMessage, viewRule: customerMessage, createRule: `${customerMessage} && sender = 'customer'` });
    app.save(messages);
    app.delete(app.findCollectionByNameOrId('offers'));

    const requests = app.findCollectionByNameOrId('offer_requests');
    for (const name of ['guest', 'thread', 'dates', 'travellers', 'budget', 'language', 'country_code']) requests.fields.removeByName(name);
    requests.removeIndex('idx_offer_requests_owner_status');
    requests.removeIndex('idx_offer_requests_thread');
    Object.assign(requests, { listRule: customerThread, viewRule: customerThread });
    app.save(requests);

    const threads = app.findCollectionByNameOrId('chat_threads');
    for (const name of ['guest', 'experience', 'order', 'contact_name', 'contact_email', 'closed_at', 'last_message_preview', 'last_sender', 'customer_read_at', 'staff_read_at', 'customer_unread', 'staff_unread', 'waiting_since', 'offer_state', 'customer_notified_at']) {
      threads.fields.removeByName(name);
    }
    for (const index of ['idx_chat_threads_guest', 'idx_chat_threads_status', 'idx_chat_threads_last_message']) threads.removeIndex(index);
    Object.assign(threads, { listRule: customerThread, viewRule: customerThread, createRule: `${customerThread} && (@request.body.status:isset = false || @request.body.status = 'open')` });
    app.save(threads);
    app.delete(app.findCollectionByNameOrId('chat_guests'));
  },
);
