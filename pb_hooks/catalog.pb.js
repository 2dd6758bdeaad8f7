/// <reference path="../pb_data/types.d.ts" />
// The catalog's business API (docs/api.md): search and listing, suggestions as you type, and
// availability per day and per date; plus the record hooks that keep the search text and the
// suggestion names current when staff edit experiences, cities and categories in the dashboard.
// Logic: pb_hooks/lib/catalog/catalog-http.js (the routes), search-text-hooks.js (the record hooks)
// and the pure modules they use.
/* global onRecordCreate, onRecordUpdate, onRecordDelete */
routerAdd('GET', '/api/store/search', (e) => require(`${__hooks}/lib/catalog/catalog-http.js`).search(e));
routerAdd('GET', '/api/store/search/suggest', (e) => require(`${__hooks}/lib/catalog/catalog-http.js`).suggest(e));
routerAdd('GET', '/api/store/availability/{experienceId}', (e) => require(`${__hooks}/lib/catalog/catalog-http.js`).availabilityRange(e));
routerAdd('GET', '/api/store/availability/{experienceId}/{date}', (e) => require(`${__hooks}/lib/catalog/catalog-http.js`).availabilityDay(e));
// Staff only: recompute the experiences' badges now (the cron below does it every 5 minutes).
routerAdd('POST', '/api/store/admin/refresh-badges', (e) => require(`${__hooks}/lib/catalog/experience-badges-data.js`).refreshBadgesRoute(e), $apis.requireSuperuserAuth());

// Badges (likely to sell out, best seller, booked N times) follow seats, bookings and the days
// going by: every 5 minutes, writing only the experiences whose badges changed.
cronAdd('rihla_refresh_badges', '*/5 * * * *', () => {
  try {
    const summary = require(`${__hooks}/lib/catalog/experience-badges-data.js`).refreshBadgesNow($app);
    if (summary.updated > 0) $app.logger().info('experience badges refreshed', 'updated', summary.updated);
  } catch (error) {
    $app.logger().error('refreshing experience badges failed', 'error', String(error));
  }
});

onRecordCreate((e) => require(`${__hooks}/lib/catalog/search-text-hooks.js`).onExperienceSave(e), 'experiences');
onRecordUpdate((e) => require(`${__hooks}/lib/catalog/search-text-hooks.js`).onExperienceSave(e), 'experiences');
onRecordCreate((e) => require(`${__hooks}/lib/catalog/search-text-hooks.js`).onPlaceSave('city', e), 'cities');
onRecordUpdate((e) => require(`${__hooks}/lib/catalog/search-text-hooks.js`).onPlaceSave('city', e), 'cities');
onRecordDelete((e) => require(`${__hooks}/lib/catalog/search-text-hooks.js`).onPlaceDelete('city', e), 'cities');
onRecordCreate((e) => require(`${__hooks}/lib/catalog/search-text-hooks.js`).onPlaceSave('category', e), 'categories');
onRecordUpdate((e) => require(`${__hooks}/lib/catalog/search-text-hooks.js`).onPlaceSave('category', e), 'categories');
onRecordDelete((e) => require(`${__hooks}/lib/catalog/search-text-hooks.js`).onPlaceDelete('category', e), 'categories');

// The "from" price follows every save that moves a price: options, and slots' price overrides.
onRecordCreate((e) => require(`${__hooks}/lib/catalog/price-from.js`).onPriceSourceSave('option', 'save', e), 'options');
onRecordUpdate((e) => require(`${__hooks}/lib/catalog/price-from.js`).onPriceSourceSave('option', 'save', e), 'options');
onRecordDelete((e) => require(`${__hooks}/lib/catalog/price-from.js`).onPriceSourceSave('option', 'delete', e), 'options');
onRecordCreate((e) => require(`${__hooks}/lib/catalog/price-from.js`).onPriceSourceSave('slot', 'save', e), 'slots');
onRecordUpdate((e) => require(`${__hooks}/lib/catalog/price-from.js`).onPriceSourceSave('slot', 'save', e), 'slots');
onRecordDelete((e) => require(`${__hooks}/lib/catalog/price-from.js`).onPriceSourceSave('slot', 'delete', e), 'slots');

// `pocketbase catalog-reindex`: rebuilds the search index, facet tags and suggestion names.
$app.rootCmd.addCommand(
  new Command({
    use: 'catalog-reindex',
    short: 'Rebuild the Rihla catalog search index (pb_hooks/lib/catalog/catalog-index.js)',
    run: () => {
      try {
        $app.runInTransaction((txApp) => require(`${__hooks}/lib/catalog/catalog-index.js`).rebuildCatalogIndex(txApp));
        console.log('catalog index rebuilt');
      } catch (error) {
        console.error(`catalog-reindex failed: ${error}`);
        $os.exit(1);
      }
    },
  }),
);
