/// <reference path="../pb_data/types.d.ts" />
// Facet keys as bits: catalog_keys and catalog_rows.tag_mask (pb_hooks/lib/catalog/catalog-index.js), so
// facet counts are sums over narrow rows instead of a GROUP BY over every tag. The derived
// catalog tables hold nothing that is not rebuilt from the catalog, so they are dropped and built
// again in the current shape (with the triggers that keep them current).
migrate(
  (app) => {
    const index = require(`${__hooks}/lib/catalog/catalog-index.js`);
    index.dropSchema(app);
    index.rebuildCatalogIndex(app);
  },
  (app) => {
    const index = require(`${__hooks}/lib/catalog/catalog-index.js`);
    index.dropSchema(app);
    index.rebuildCatalogIndex(app);
  },
);
