/// <reference path="../pb_data/types.d.ts" />
// The catalog studio (issue 35, docs/decisions/065-catalog-roles.md, 066-experience-states.md):
//   - experiences: two more states, `draft` (being written, invisible to travellers) and
//     `archived` (withdrawn); `active` stays the stored name of "published", so every storefront
//     query that already reads `status = 'active'` keeps showing exactly the published ones.
//     An unavailable experience says why, in both languages. The list rule hides drafts and
//     archived ones from travellers (search and the product page read lists); the view rule
//     stays public so an order, voucher or saved item that names an archived experience still
//     shows its title. Titles are no longer required by the schema: a draft may be written in one
//     language first; publishing asks for both (the studio's check).
//   - catalog_events: the studio's audit trail (who, when, each changed field before and after).
//     Staff read it; nobody writes it through the collection API.
/* global Field */
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    const { STAFF } = require(`${__hooks}/lib/shared/access-rules.js`);

    const experiences = app.findCollectionByNameOrId('experiences');
    experiences.fields.getByName('status').values = ['draft', 'active', 'unavailable', 'archived'];
    for (const name of ['title_ar', 'title_en']) experiences.fields.getByName(name).required = false;
    for (const field of f.bilingual('unavailable_reason', { max: 300 })) experiences.fields.add(new Field(field));
    experiences.listRule = `status = 'active' || status = 'unavailable' || ${STAFF}`;
    experiences.viewRule = '';
    app.save(experiences);

    app.save(
      new Collection({
        id: 'pbc_catalog_events',
        type: 'base',
        name: 'catalog_events',
        listRule: STAFF,
        viewRule: STAFF,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          // The experience's id as text: the trail outlives the record.
          f.text('experience', { required: true, max: 15 }),
          f.relation('staff', 'pbc_staff'),
          // 'Rihla' for a superuser.
          f.text('staff_name', { max: 80 }),
          f.select('action', ['create', 'update', 'status'], { required: true }),
          // { field: { before, after } }
          f.json('changes'),
          ...f.timestamps(),
        ],
        indexes: ['CREATE INDEX idx_catalog_events_experience ON catalog_events (experience, created)'],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('catalog_events'));
    app.db().newQuery("UPDATE experiences SET status = 'unavailable' WHERE status IN ('draft', 'archived')").execute();
    const experiences = app.findCollectionByNameOrId('experiences');
    experiences.fields.getByName('status').values = ['active', 'unavailable'];
    for (const name of ['title_ar', 'title_en']) experiences.fields.getByName(name).required = true;
    for (const name of ['unavailable_reason_ar', 'unavailable_reason_en']) experiences.fields.removeByName(name);
    experiences.listRule = '';
    experiences.viewRule = '';
    app.save(experiences);
  },
);
