/// <reference path="../pb_data/types.d.ts" />
// Security headers on every response (pb_hooks/lib/pages/security-headers.js). The id lets the Go host
// pass the realtime stream by (server/realtime_stream.go): a JS middleware holds a JS VM for as
// long as its request lasts, and an SSE connection lasts minutes.
routerUse(new Middleware((e) => {
  const { securityHeaders, isSecure } = require(`${__hooks}/lib/pages/security-headers.js`);
  const headers = securityHeaders(e.request.url.path, isSecure(e.request.tls, e.request.header.get('X-Forwarded-Proto')));
  for (const name of Object.keys(headers)) {
    if (headers[name] === null) e.response.header().del(name);
    else e.response.header().set(name, headers[name]);
  }
  return e.next();
}, 0, 'rihlaSecurityHeaders'));
