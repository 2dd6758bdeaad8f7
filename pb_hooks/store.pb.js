/// <reference path="../pb_data/types.d.ts" />
// Business API of the app shell (docs/api.md): redirect lookup, public configuration, contact form.
routerAdd('GET', '/api/store/redirect', (e) => require(`${__hooks}/lib/content/store-http.js`).redirectLookup(e));
routerAdd('GET', '/api/store/config', (e) => require(`${__hooks}/lib/content/store-http.js`).storeConfig(e));
routerAdd('POST', '/api/store/contact', (e) => require(`${__hooks}/lib/content/store-http.js`).contactMessage(e));
