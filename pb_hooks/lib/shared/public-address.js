// The site's public addresses, from configuration only — never from a request's Host or
// X-Forwarded-* headers, which the client chooses (a poisoned Host once steered payment return
// pages and signed webhooks to any host and port). Pure: the environment comes in.
//
//   APP_URL                  the storefront's public address (links in mails, payment return pages)
//   RIHLA_WEBHOOK_BASE_URL   where payment providers call back (defaults to APP_URL's address)
//   RIHLA_SERVE_URL          the address the server listens on, set by the Go host (server/main.go)
//                            from its --http flag: the default when APP_URL is not set

const FALLBACK = 'http://127.0.0.1:8090';

/** An absolute http(s) address without a trailing slash, or '' when the value is not one. */
function absoluteBase(value) {
  const text = typeof value === 'string' ? value.trim().replace(/\/+$/, '') : '';
  // Scheme and host, an optional port and path; no query, fragment, user info or white space.
  return /^https?:\/\/[A-Za-z0-9.[\]:-]+(?::\d{1,5})?(?:\/[^\s?#@]*)?$/.test(text) && !/^https?:\/\/[^/]*@/.test(text) ? text : '';
}

/**
 * @param env { APP_URL?, RIHLA_WEBHOOK_BASE_URL?, RIHLA_SERVE_URL? } (strings; missing or '' when unset)
 * @returns { appUrl, webhookBaseUrl, configured } — configured: APP_URL was given (else the listen address is used)
 */
function publicAddresses(env) {
  const source = env || {};
  const configured = absoluteBase(source.APP_URL);
  const appUrl = configured || absoluteBase(source.RIHLA_SERVE_URL) || FALLBACK;
  const webhookBaseUrl = absoluteBase(source.RIHLA_WEBHOOK_BASE_URL) || appUrl;
  return { appUrl, webhookBaseUrl, configured: configured !== '' };
}

/** The addresses inside PocketBase ($os.getenv). */
function currentAddresses() {
  return publicAddresses({ APP_URL: $os.getenv('APP_URL'), RIHLA_WEBHOOK_BASE_URL: $os.getenv('RIHLA_WEBHOOK_BASE_URL'), RIHLA_SERVE_URL: $os.getenv('RIHLA_SERVE_URL') });
}

module.exports = { publicAddresses, absoluteBase, currentAddresses };
