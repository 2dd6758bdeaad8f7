/// <reference path="../pb_data/types.d.ts" />
// The storefront's pages: the built app's files, the routing rules and staff redirects as HTTP
// redirects, and the app's HTML with each page's title, description, social tags and structured
// data rendered on the server (pb_hooks/lib/store-http.js). server/main.go leaves GET /{path...}
// to this hook; /api/… and /_/… stay PocketBase's.
routerAdd('GET', '/sitemap.xml', (e) => require(`${__hooks}/lib/store-http.js`).sitemap(e));
routerAdd('GET', '/robots.txt', (e) => require(`${__hooks}/lib/store-http.js`).robots(e));
routerAdd('GET', '/{path...}', (e) => require(`${__hooks}/lib/store-http.js`).serveApp(e));
