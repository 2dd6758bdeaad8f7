/// <reference path="../pb_data/types.d.ts" />
// The experience triggers of the catalog index wrote with OR IGNORE, which SQLite replaces by the
// outer statement's ABORT when the change is an upsert's DO UPDATE: re-importing an experience
// whose rating, tags or text had changed failed on catalog_keys. createSchema makes the triggers
// again with statements that cannot conflict (pb_hooks/lib/catalog/catalog-index.js).
migrate(
  (app) => {
    require(`${__hooks}/lib/catalog/catalog-index.js`).createSchema(app);
  },
  (app) => {
    require(`${__hooks}/lib/catalog/catalog-index.js`).createSchema(app);
  },
);
