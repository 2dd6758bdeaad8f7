/// <reference path="../pb_data/types.d.ts" />
// What travellers look for on a product page (issue 27):
//   - faq: [{ question_ar, question_en, answer_ar, answer_en }] — the product's own questions;
//   - not_suitable_for: [{ ar, en }] — who should not book it;
//   - badges: [{ key, minutes?, count? }] — kept by the server (pb_hooks/lib/catalog/experience-badges*.js,
//     docs/decisions/037-experience-badges.md), never written by staff;
//   - booking_history: confirmed bookings from before Rihla's own records, per experience and
//     day (a plain table: read only by the badge refresh).
migrate(
  (app) => {
    const experiences = app.findCollectionByNameOrId('experiences');
    for (const name of ['faq', 'not_suitable_for', 'badges']) experiences.fields.add(new JSONField({ name, maxSize: 0 }));
    app.save(experiences);
    const data = require(`${__hooks}/lib/catalog/experience-badges-data.js`);
    data.createHistorySchema(app);
    data.refreshBadges(app);
  },
  (app) => {
    app.db().newQuery('DROP TABLE IF EXISTS booking_history').execute();
    const experiences = app.findCollectionByNameOrId('experiences');
    for (const name of ['faq', 'not_suitable_for', 'badges']) experiences.fields.removeByName(name);
    app.save(experiences);
  },
);
