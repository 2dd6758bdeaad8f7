/// <reference path="../pb_data/types.d.ts" />
// Promo codes edited in the staff area (issue 35 item 7, docs/api.md "Promo codes"): their audit
// trail, who created, changed, paused or resumed a code and each field before and after. Staff
// read it; nobody writes it through the collection API (the hooks do).
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    const { STAFF } = require(`${__hooks}/lib/shared/access-rules.js`);
    app.save(
      new Collection({
        id: 'pbc_promo_events',
        type: 'base',
        name: 'promo_events',
        listRule: STAFF,
        viewRule: STAFF,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          // The code's id as text: the trail outlives the record.
          f.text('promo', { required: true, max: 15 }),
          f.relation('staff', 'pbc_staff'),
          // 'Rihla' for a superuser.
          f.text('staff_name', { max: 80 }),
          f.select('action', ['create', 'update'], { required: true }),
          // { field: { before, after } }
          f.json('changes'),
          ...f.timestamps(),
        ],
        indexes: ['CREATE INDEX idx_promo_events_promo ON promo_events (promo, created)'],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('promo_events'));
  },
);
