// Open-redirect guard: the only redirect targets Rihla ever sends are same-origin paths and
// absolute http(s) URLs whose host is on the staff's allow-list (settings.redirect_allow_list).
// Parsed by hand on purpose (goja has no URL class), and strict: anything a browser might read
// differently from this parser (backslashes, control characters, user-info, odd hosts) is refused.

// Printable ASCII, minus the backslash and space; non-ASCII is checked and encoded separately.
const ASCII_SAFE = /^[\x21-\x5b\x5d-\x7e]*$/;
// C0/C1 controls, DEL, and the whitespace browsers or proxies may strip or fold.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_CHARS = /[\x00-\x20\x7f-\x9f\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202a-\u202e\u202f\u205f\u2060-\u206f\u3000\ufeff\ufff9-\ufffb]/;
const HOSTNAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const ABSOLUTE = /^(https?):\/\/([^/?#]*)(.*)$/i;

/** Percent-encodes non-ASCII runs (e.g. an Arabic slug typed into the dashboard); null if malformed. */
function encodeNonAscii(value) {
  try {
    // eslint-disable-next-line no-control-regex -- the ASCII range, not control characters, is meant
    return value.replace(/[^\x00-\x7f]+/g, (run) => encodeURIComponent(run));
  } catch (_error) {
    return null; // a lone surrogate
  }
}

/** Lower-cased "host" or "host:port" when it is a plain DNS name (optionally with a port), else null. */
function normaliseAuthority(authority) {
  const match = /^([^:]*)(?::(\d{1,5}))?$/.exec(authority);
  if (!match) return null;
  const host = match[1].toLowerCase();
  if (!HOSTNAME.test(host) || host.length > 253) return null;
  if (match[2] !== undefined && (Number(match[2]) < 1 || Number(match[2]) > 65535)) return null;
  return match[2] !== undefined ? `${host}:${Number(match[2])}` : host;
}

/** The allow-list as lower-cased hosts; entries that are not plain hostnames are ignored. */
function normaliseAllowList(allowList) {
  if (!Array.isArray(allowList)) return [];
  const hosts = [];
  for (const entry of allowList) {
    if (typeof entry !== 'string') continue;
    const host = normaliseAuthority(entry.trim());
    if (host) hosts.push(host);
  }
  return hosts;
}

/**
 * The target, normalised, when it is safe to send in a Location header; otherwise null.
 * @param {unknown} target  a path ("/things-to-do?x=1") or an absolute http(s) URL
 * @param {{ allowList?: string[] }} [options]  hostnames (optionally host:port) allowed for absolute URLs
 * @returns {string | null}
 */
function safeRedirectTarget(target, options) {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return null;
  if (UNSAFE_CHARS.test(target) || target.indexOf('\\') !== -1) return null;
  const encoded = encodeNonAscii(target);
  if (encoded === null || !ASCII_SAFE.test(encoded)) return null;

  if (encoded.charAt(0) === '/') {
    // "//host" and "/\host" are protocol-relative in browsers; a path needs a single slash.
    if (encoded.charAt(1) === '/') return null;
    return encoded;
  }

  const match = ABSOLUTE.exec(encoded);
  if (!match) return null; // javascript:, data:, mailto:, "https:/x", bare "evil.example" …
  const authority = match[2];
  if (authority.indexOf('@') !== -1 || authority.indexOf('%') !== -1) return null;
  const host = normaliseAuthority(authority);
  if (!host) return null;
  const allowed = normaliseAllowList(options && options.allowList);
  if (allowed.indexOf(host) === -1) return null;
  return `${match[1].toLowerCase()}://${host}${match[3]}`;
}

/** The host ("host" or "host:port") of an absolute http(s) URL, or null: lets the site's own URL join the allow-list. */
function hostOf(url) {
  if (typeof url !== 'string') return null;
  const match = ABSOLUTE.exec(url.trim());
  if (!match || match[2].indexOf('@') !== -1) return null;
  return normaliseAuthority(match[2]);
}

module.exports = { safeRedirectTarget, hostOf };
