/// <reference path="../pb_data/types.d.ts" />
// Catalog: places, categories, experiences, their options, dated slots and reviews.
// Publicly readable; only staff (superusers, through the dashboard) write.
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    const publicRead = { listRule: '', viewRule: '', createRule: null, updateRule: null, deleteRule: null };
    const kinds = ['tour', 'activity', 'attraction', 'package', 'cruise', 'train', 'visa', 'flight', 'hotel', 'yacht', 'jetski', 'transfer', 'guide'];

    const save = (definition) => {
      const collection = new Collection({ type: 'base', ...publicRead, ...definition });
      app.save(collection);
      return collection;
    };

    save({
      id: 'pbc_countries',
      name: 'countries',
      fields: [f.slug(), f.text('code', { required: true, max: 2 }), ...f.bilingual('name', { required: true }), ...f.bilingual('summary'), f.text('currency', { max: 3 }), f.json('image'), f.integer('sort'), ...f.timestamps()],
      indexes: ['CREATE UNIQUE INDEX idx_countries_slug ON countries (slug)'],
    });

    save({
      id: 'pbc_cities',
      name: 'cities',
      fields: [
        f.slug(),
        f.relation('country', 'pbc_countries', { required: true }),
        ...f.bilingual('name', { required: true }),
        ...f.bilingual('summary'),
        f.number('lat'),
        f.number('lng'),
        f.bool('popular'),
        f.json('image'),
        f.integer('experience_count', { min: 0 }),
        f.integer('sort'),
        ...f.timestamps(),
      ],
      indexes: ['CREATE UNIQUE INDEX idx_cities_slug ON cities (slug)', 'CREATE INDEX idx_cities_country ON cities (country)', 'CREATE INDEX idx_cities_popular ON cities (popular, sort)'],
    });

    save({
      id: 'pbc_categories',
      name: 'categories',
      fields: [f.slug(), f.select('kind', kinds, { required: true }), ...f.bilingual('name', { required: true }), ...f.bilingual('description'), f.json('image'), f.integer('experience_count', { min: 0 }), f.integer('sort'), ...f.timestamps()],
      indexes: ['CREATE UNIQUE INDEX idx_categories_slug ON categories (slug)'],
    });

    save({
      id: 'pbc_experiences',
      name: 'experiences',
      fields: [
        f.slug(),
        ...f.bilingual('title', { required: true, max: 200 }),
        ...f.bilingual('summary', { max: 500 }),
        ...f.bilingual('description'),
        f.relation('city', 'pbc_cities', { required: true }),
        f.relation('categories', 'pbc_categories', { maxSelect: 13 }),
        f.select('kind', kinds, { required: true }),
        f.json('labels'),
        f.json('languages'),
        f.json('occasions'),
        f.json('best_for'),
        f.select('time_of_day', ['morning', 'afternoon', 'evening', 'night']),
        f.integer('duration_minutes', { min: 0 }),
        f.integer('age_min', { min: 0, max: 120 }),
        f.integer('age_max', { min: 0, max: 120 }),
        f.json('highlights'),
        f.json('includes'),
        f.json('excludes'),
        f.json('itinerary'),
        f.json('know_before_you_go'),
        f.json('what_to_bring'),
        f.json('location'),
        f.json('images'),
        f.number('rating_avg', { min: 0, max: 5 }),
        f.integer('review_count', { min: 0 }),
        // Lowest adult (or per-item) price over the coming slots, in halalas; kept by the server.
        f.integer('price_from', { min: 0 }),
        f.json('cancellation_policy'),
        f.bool('pickup_included'),
        f.bool('dropoff_included'),
        f.bool('tour_guide'),
        f.json('extras'),
        f.select('status', ['active', 'unavailable'], { required: true }),
        f.date('expires_at'),
        f.text('supplier', { max: 120 }),
        // Recommended order: higher first.
        f.integer('popularity'),
        // Search text in both languages, folded (see pb_hooks/lib/catalog/text-fold.js); filled by the server.
        f.text('search_text', { hidden: true }),
        ...f.timestamps(),
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_experiences_slug ON experiences (slug)',
        'CREATE INDEX idx_experiences_city ON experiences (city, status, popularity)',
        'CREATE INDEX idx_experiences_kind ON experiences (kind, status, popularity)',
        'CREATE INDEX idx_experiences_status_popularity ON experiences (status, popularity)',
        'CREATE INDEX idx_experiences_price ON experiences (status, price_from)',
        'CREATE INDEX idx_experiences_rating ON experiences (status, rating_avg)',
        'CREATE INDEX idx_experiences_duration ON experiences (status, duration_minutes)',
        'CREATE INDEX idx_experiences_time_of_day ON experiences (status, time_of_day)',
      ],
    });

    save({
      id: 'pbc_options',
      name: 'options',
      fields: [
        f.relation('experience', 'pbc_experiences', { required: true, cascadeDelete: true }),
        ...f.bilingual('title', { required: true, max: 200 }),
        ...f.bilingual('description'),
        f.select('pricing', ['per_person', 'per_item'], { required: true }),
        // [{ key, name_ar, name_en, age_min, age_max, price }] — price in halalas.
        f.json('traveller_types'),
        f.integer('max_per_booking', { min: 1, required: true }),
        // [{ key, name_ar, name_en, address_ar, address_en, time }]
        f.json('pickup_places'),
        f.bool('pay_later_allowed'),
        f.bool('guest_details_required'),
        f.json('languages'),
        f.integer('duration_minutes', { min: 0 }),
        f.integer('sort'),
        ...f.timestamps(),
      ],
      indexes: ['CREATE INDEX idx_options_experience ON options (experience, sort)'],
    });

    save({
      id: 'pbc_slots',
      name: 'slots',
      fields: [
        f.relation('option', 'pbc_options', { required: true, cascadeDelete: true }),
        // Denormalised so a day-range availability query reads one index.
        f.relation('experience', 'pbc_experiences', { required: true, cascadeDelete: true }),
        f.text('date', { required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
        f.text('start_time', { required: true, pattern: '^\\d{2}:\\d{2}$' }),
        f.integer('capacity', { min: 0 }),
        // Seats held by unpaid checkouts plus seats booked; never above capacity.
        f.integer('reserved', { min: 0 }),
        // { <traveller type key>: price in halalas } replacing the option's prices on this slot.
        f.json('price_overrides'),
        f.select('status', ['open', 'closed'], { required: true }),
        ...f.timestamps(),
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_slots_option_date_time ON slots (option, date, start_time)',
        'CREATE INDEX idx_slots_experience_date ON slots (experience, date)',
      ],
    });

    save({
      id: 'pbc_reviews',
      name: 'reviews',
      fields: [
        f.relation('experience', 'pbc_experiences', { required: true, cascadeDelete: true }),
        f.relation('user', '_pb_users_auth_'),
        f.text('author_name', { max: 120 }),
        f.integer('rating', { min: 1, max: 5, required: true }),
        f.text('text', { max: 4000 }),
        f.select('locale', ['ar', 'en'], { required: true }),
        f.bool('verified'),
        ...f.timestamps(),
      ],
      indexes: ['CREATE INDEX idx_reviews_experience ON reviews (experience, created)'],
    });

    save({
      id: 'pbc_currencies',
      name: 'currencies',
      fields: [f.text('code', { required: true, max: 3, pattern: '^[A-Z]{3}$' }), ...f.bilingual('name', { required: true }), f.number('rate_to_sar', { required: true, min: 0 }), f.integer('decimals', { min: 0, max: 4 }), f.integer('sort'), ...f.timestamps()],
      indexes: ['CREATE UNIQUE INDEX idx_currencies_code ON currencies (code)'],
    });
  },
  (app) => {
    for (const name of ['currencies', 'reviews', 'slots', 'options', 'experiences', 'categories', 'cities', 'countries']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
