// Security headers for every response. The app's pages get a Content-Security-Policy without
// inline scripts; the dashboard (/_/) keeps PocketBase's own behaviour.

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // 'wasm-unsafe-eval': WebAssembly compiled from our own files (the staff scanner's QR decoder,
  // docs/decisions/045-departures-and-check-in.md), never JavaScript from strings. Every page has it:
  // the service worker answers every navigation with one app shell, whose policy is the one in force.
  "script-src 'self' 'wasm-unsafe-eval'",
  // Inline style attributes (image placeholders) only; no inline scripts anywhere.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

// The camera for this site only (the staff scanner asks for it; the browser asks the person first).
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), usb=(), payment=(self), interest-cohort=()';

// The build's module scripts and stylesheets and the catalog's images (also through the image
// proxy, /img/media/…: its answers are images or a JSON refusal) are never documents or
// workers, so a browser ignores a policy on them (the workers, sw.js and icu-warm.js, sit at the
// root). They carry only nosniff, without PocketBase's own frame and XSS headers: ≈ 0.5 kB less
// on each of the 20-odd files a first load fetches.
const SUBRESOURCE = /^\/(assets\/[^/]+\.(js|css|woff2)|(img\/)?media\/.+\.(webp|avif|jpe?g|png))$/;

/** The headers for a response to `path` (null: remove it); `secure` when the request came over HTTPS. */
function securityHeaders(path, secure) {
  const headers = { 'X-Content-Type-Options': 'nosniff' };
  if (secure) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  if (SUBRESOURCE.test(path)) return Object.assign(headers, { 'X-Frame-Options': null, 'X-XSS-Protection': null });
  // No Referer at all: a page's address may carry what must not reach another server's log.
  headers['Referrer-Policy'] = 'no-referrer';
  headers['Permissions-Policy'] = PERMISSIONS_POLICY;
  const dashboard = path === '/_' || path.indexOf('/_/') === 0;
  if (!dashboard) {
    headers['Content-Security-Policy'] = CONTENT_SECURITY_POLICY;
    headers['X-Frame-Options'] = 'DENY';
  }
  return headers;
}

/** Whether the request reached us over HTTPS (directly or through a proxy that says so). */
function isSecure(tls, forwardedProto) {
  return Boolean(tls) || String(forwardedProto || '').toLowerCase().split(',')[0].trim() === 'https';
}

module.exports = { securityHeaders, isSecure, CONTENT_SECURITY_POLICY };
