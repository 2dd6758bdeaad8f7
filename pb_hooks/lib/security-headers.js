// Security headers for every response. The app's pages get a Content-Security-Policy without
// inline scripts; the dashboard (/_/) keeps PocketBase's own behaviour.

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
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

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self), interest-cohort=()';

/** The headers for a response to `path`; `secure` when the request came over HTTPS. */
function securityHeaders(path, secure) {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  if (secure) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
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
