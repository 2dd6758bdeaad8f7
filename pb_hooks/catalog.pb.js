/// <reference path="../pb_data/types.d.ts" />
// The catalog's business API (docs/api.md): search and listing, suggestions as you type, and
// availability per day and per date; plus the record hooks that keep the search text and the
// suggestion names current when staff edit experiences, cities and categories in the dashboard.
// Logic: pb_hooks/lib/catalog-http.js and the pure modules it uses.
/* global onRecordCreate, onRecordUpdate, onRecordDelete */
routerAdd('GET', '/api/store/search', (e) => require(`${__hooks}/lib/catalog-http.js`).search(e));
routerAdd('GET', '/api/store/search/suggest', (e) => require(`${__hooks}/lib/catalog-http.js`).suggest(e));
routerAdd('GET', '/api/store/availability/{experienceId}', (e) => require(`${__hooks}/lib/catalog-http.js`).availabilityRange(e));
routerAdd('GET', '/api/store/availability/{experienceId}/{date}', (e) => require(`${__hooks}/lib/catalog-http.js`).availabilityDay(e));

onRecordCreate((e) => require(`${__hooks}/lib/catalog-http.js`).onExperienceSave(e), 'experiences');
onRecordUpdate((e) => require(`${__hooks}/lib/catalog-http.js`).onExperienceSave(e), 'experiences');
onRecordCreate((e) => require(`${__hooks}/lib/catalog-http.js`).onPlaceSave('city', e), 'cities');
onRecordUpdate((e) => require(`${__hooks}/lib/catalog-http.js`).onPlaceSave('city', e), 'cities');
onRecordDelete((e) => require(`${__hooks}/lib/catalog-http.js`).onPlaceDelete('city', e), 'cities');
onRecordCreate((e) => require(`${__hooks}/lib/catalog-http.js`).onPlaceSave('category', e), 'categories');
onRecordUpdate((e) => require(`${__hooks}/lib/catalog-http.js`).onPlaceSave('category', e), 'categories');
onRecordDelete((e) => require(`${__hooks}/lib/catalog-http.js`).onPlaceDelete('category', e), 'categories');

// `pocketbase catalog-reindex`: rebuilds the search index, facet tags and suggestion names.
$app.rootCmd.addCommand(
  new Command({
    use: 'catalog-reindex',
    short: 'Rebuild the Rihla catalog search index (pb_hooks/lib/catalog-index.js)',
    run: () => {
      try {
        $app.runInTransaction((txApp) => require(`${__hooks}/lib/catalog-index.js`).rebuildCatalogIndex(txApp));
        console.log('catalog index rebuilt');
      } catch (error) {
        console.error(`catalog-reindex failed: ${error}`);
        $os.exit(1);
      }
    },
  }),
);
