/// <reference path="../pb_data/types.d.ts" />
// The catalog studio (docs/api.md "Catalog studio", docs/decisions/065–067): staff read the
// experiences as the editor shows them, managers create, edit and publish them. Logic:
// pb_hooks/lib/catalog-studio/studio-http.js.
routerAdd('GET', '/api/store/staff/catalog', (e) => require(`${__hooks}/lib/catalog-studio/studio-http.js`).list(e));
routerAdd('GET', '/api/store/staff/catalog/vocabulary', (e) => require(`${__hooks}/lib/catalog-studio/studio-http.js`).vocabulary(e));
routerAdd('GET', '/api/store/staff/catalog/{id}', (e) => require(`${__hooks}/lib/catalog-studio/studio-http.js`).detail(e));
routerAdd('POST', '/api/store/staff/catalog', (e) => require(`${__hooks}/lib/catalog-studio/studio-http.js`).create(e));
routerAdd('PATCH', '/api/store/staff/catalog/{id}', (e) => require(`${__hooks}/lib/catalog-studio/studio-http.js`).save(e));
routerAdd('POST', '/api/store/staff/catalog/{id}/status', (e) => require(`${__hooks}/lib/catalog-studio/studio-http.js`).setStatus(e));
// A photo: one file per request; the size gate answers a declared oversized body in the manager's
// language before PocketBase's body limit (priority -990) reads anything.
routerAdd(
  'POST',
  '/api/store/staff/catalog/{id}/photos',
  (e) => require(`${__hooks}/lib/catalog-studio/studio-photos-http.js`).uploadPhoto(e),
  new Middleware((e) => require(`${__hooks}/lib/catalog-studio/studio-photos-http.js`).uploadSizeGate(e), -995),
  $apis.bodyLimit(16 * 1024 * 1024),
);
routerAdd('POST', '/api/store/staff/catalog/{id}/options', (e) => require(`${__hooks}/lib/catalog-studio/studio-options-http.js`).createOption(e));
routerAdd('PATCH', '/api/store/staff/catalog/{id}/options/{optionId}', (e) => require(`${__hooks}/lib/catalog-studio/studio-options-http.js`).saveOption(e));
routerAdd('DELETE', '/api/store/staff/catalog/{id}/options/{optionId}', (e) => require(`${__hooks}/lib/catalog-studio/studio-options-http.js`).removeOption(e));
// Promo codes (docs/api.md "Promo codes"): staff read, managers create, edit, pause and resume.
routerAdd('GET', '/api/store/staff/promos', (e) => require(`${__hooks}/lib/catalog-studio/promo-http.js`).list(e));
routerAdd('GET', '/api/store/staff/promos/{id}', (e) => require(`${__hooks}/lib/catalog-studio/promo-http.js`).detail(e));
routerAdd('POST', '/api/store/staff/promos', (e) => require(`${__hooks}/lib/catalog-studio/promo-http.js`).create(e));
routerAdd('PATCH', '/api/store/staff/promos/{id}', (e) => require(`${__hooks}/lib/catalog-studio/promo-http.js`).save(e));
