/// <reference path="../pb_data/types.d.ts" />
// The fewest travellers (or items) one booking of an option may have (issue 35 item 5): a boat
// that sails for two at least, a private tour priced from four. Empty reads as 1, so every option
// written before this stays as it was.
/* global Field */
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    const options = app.findCollectionByNameOrId('options');
    options.fields.add(new Field(f.integer('min_per_booking', { min: 1 })));
    app.save(options);
  },
  (app) => {
    const options = app.findCollectionByNameOrId('options');
    options.fields.removeByName('min_per_booking');
    app.save(options);
  },
);
