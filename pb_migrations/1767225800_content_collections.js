/// <reference path="../pb_data/types.d.ts" />
// Content (blog, FAQ, pages, testimonials) is public; contact messages and offer requests are
// write-only for visitors; chats belong to their customer; redirects and settings are staff-only.
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    const publicRead = { listRule: '', viewRule: '', createRule: null, updateRule: null, deleteRule: null };
    const staffOnly = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null };

    const save = (definition) => {
      const collection = new Collection({ type: 'base', ...definition });
      app.save(collection);
      return collection;
    };

    save({
      id: 'pbc_posts',
      name: 'posts',
      ...publicRead,
      listRule: "status = 'published'",
      viewRule: "status = 'published'",
      fields: [
        f.slug(),
        ...f.bilingual('title', { required: true, max: 200 }),
        ...f.bilingual('excerpt', { max: 500 }),
        ...f.bilingual('body'),
        f.json('image'),
        f.json('tags'),
        f.relation('city', 'pbc_cities'),
        f.select('status', ['draft', 'published'], { required: true }),
        f.date('published_at'),
        ...f.timestamps(),
      ],
      indexes: ['CREATE UNIQUE INDEX idx_posts_slug ON posts (slug)', 'CREATE INDEX idx_posts_status_published ON posts (status, published_at)'],
    });

    save({
      id: 'pbc_faqs',
      name: 'faqs',
      ...publicRead,
      fields: [f.text('key', { required: true, max: 80 }), f.select('group', ['booking', 'payment', 'cancellation', 'offline', 'account'], { required: true }), ...f.bilingual('question', { required: true }), ...f.bilingual('answer', { required: true }), f.integer('sort'), ...f.timestamps()],
      indexes: ['CREATE UNIQUE INDEX idx_faqs_key ON faqs (`key`)'],
    });

    save({
      id: 'pbc_pages',
      name: 'pages',
      ...publicRead,
      fields: [f.slug(), ...f.bilingual('title', { required: true }), ...f.bilingual('body'), ...f.timestamps()],
      indexes: ['CREATE UNIQUE INDEX idx_pages_slug ON pages (slug)'],
    });

    save({
      id: 'pbc_testimonials',
      name: 'testimonials',
      ...publicRead,
      fields: [...f.bilingual('name', { required: true }), ...f.bilingual('city'), ...f.bilingual('text', { required: true }), f.integer('rating', { min: 1, max: 5 }), f.integer('sort'), ...f.timestamps()],
    });

    save({
      id: 'pbc_contact_messages',
      name: 'contact_messages',
      ...staffOnly,
      fields: [
        f.text('name', { required: true, max: 120 }),
        f.email('email', { required: true }),
        f.text('phone', { max: 24 }),
        f.text('subject', { max: 200 }),
        f.text('message', { required: true, max: 5000 }),
        f.select('locale', ['ar', 'en']),
        f.relation('user', '_pb_users_auth_'),
        f.select('status', ['new', 'answered', 'closed']),
        ...f.timestamps(),
      ],
    });

    save({
      id: 'pbc_offer_requests',
      name: 'offer_requests',
      ...staffOnly,
      listRule: "@request.auth.id != '' && user = @request.auth.id",
      viewRule: "@request.auth.id != '' && user = @request.auth.id",
      fields: [
        f.relation('user', '_pb_users_auth_'),
        f.relation('experience', 'pbc_experiences'),
        f.text('name', { required: true, max: 120 }),
        f.email('email', { required: true }),
        f.text('phone', { max: 24 }),
        f.integer('group_size', { min: 1 }),
        f.text('date', { pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }),
        f.text('message', { required: true, max: 5000 }),
        f.select('locale', ['ar', 'en']),
        f.select('status', ['new', 'offered', 'accepted', 'declined']),
        ...f.timestamps(),
      ],
    });

    const customerThread = "@request.auth.id != '' && user = @request.auth.id";
    save({
      id: 'pbc_chat_threads',
      name: 'chat_threads',
      listRule: customerThread,
      viewRule: customerThread,
      createRule: `${customerThread} && (@request.body.status:isset = false || @request.body.status = 'open')`,
      updateRule: null,
      deleteRule: null,
      fields: [f.relation('user', '_pb_users_auth_', { required: true, cascadeDelete: true }), f.text('subject', { max: 200 }), f.select('status', ['open', 'closed']), f.select('locale', ['ar', 'en']), f.date('last_message_at'), ...f.timestamps()],
      indexes: ['CREATE INDEX idx_chat_threads_user ON chat_threads (user, last_message_at)'],
    });

    const customerMessage = "@request.auth.id != '' && thread.user = @request.auth.id";
    save({
      id: 'pbc_chat_messages',
      name: 'chat_messages',
      listRule: customerMessage,
      viewRule: customerMessage,
      createRule: `${customerMessage} && sender = 'customer'`,
      updateRule: null,
      deleteRule: null,
      fields: [f.relation('thread', 'pbc_chat_threads', { required: true, cascadeDelete: true }), f.select('sender', ['customer', 'staff'], { required: true }), f.text('body', { required: true, max: 4000 }), ...f.timestamps()],
      indexes: ['CREATE INDEX idx_chat_messages_thread ON chat_messages (thread, created)'],
    });

    save({
      id: 'pbc_redirects',
      name: 'redirects',
      ...staffOnly,
      fields: [
        f.text('from_path', { required: true, max: 500, pattern: '^/' }),
        f.text('to', { required: true, max: 1000 }),
        f.select('status_code', ['301', '302', '307', '308'], { required: true }),
        f.bool('active'),
        ...f.timestamps(),
      ],
      indexes: ['CREATE UNIQUE INDEX idx_redirects_from_path ON redirects (from_path)'],
    });

    save({
      id: 'pbc_settings',
      name: 'settings',
      ...staffOnly,
      // Public values are served by GET /api/store/config; everything else stays server-side.
      fields: [f.text('key', { required: true, max: 80, pattern: '^[a-z0-9_]+$' }), f.json('value'), f.bool('public'), ...f.timestamps()],
      indexes: ['CREATE UNIQUE INDEX idx_settings_key ON settings (`key`)'],
    });
  },
  (app) => {
    for (const name of ['settings', 'redirects', 'chat_messages', 'chat_threads', 'offer_requests', 'contact_messages', 'testimonials', 'pages', 'faqs', 'posts']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
