/// <reference path="../pb_data/types.d.ts" />
// What search engines ask the site for (pb_hooks/lib/content/store-http.js). The pages themselves are
// rendered by the render server (server/pages.go, decision 028).
routerAdd('GET', '/sitemap.xml', (e) => require(`${__hooks}/lib/content/store-http.js`).sitemap(e));
routerAdd('GET', '/robots.txt', (e) => require(`${__hooks}/lib/content/store-http.js`).robots(e));
