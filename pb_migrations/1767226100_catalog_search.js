/// <reference path="../pb_data/types.d.ts" />
// The catalog's search index and facet tags (pb_hooks/lib/catalog/catalog-index.js): an FTS5 table over
// the folded search text of experiences, cities and categories, the normalised facet tags, and
// the SQL triggers on `experiences` that keep both current for every write, including the
// seed's raw bulk import. Built here from whatever rows exist. See docs/decisions/008-catalog-search.md.
migrate(
  (app) => {
    require(`${__hooks}/lib/catalog/catalog-index.js`).rebuildCatalogIndex(app);
  },
  (app) => {
    require(`${__hooks}/lib/catalog/catalog-index.js`).dropSchema(app);
  },
);
