// The current instant for the server's rules. Tests need "the evening in Riyadh" whatever the
// machine's clock says, so only under RIHLA_ENV=test a request may name the instant it is asked
// at with `X-Rihla-Test-Now: <ISO 8601 instant>`; anywhere else the header is ignored
// (docs/decisions/050-bookable-now-and-cut-off.md).

const TEST_NOW_HEADER = 'X-Rihla-Test-Now';

const environment = () => (typeof $os !== 'undefined' ? $os.getenv('RIHLA_ENV') : '');

/** The instant a test request names, or null (no header, a malformed one, or not a test server). */
function testNowMs(e, env) {
  if ((env === undefined ? environment() : env) !== 'test') return null;
  const value = e && e.request && e.request.header ? String(e.request.header.get(TEST_NOW_HEADER) || '') : '';
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** Now, in milliseconds: the test request's instant on a test server, else the machine's clock. */
function nowMs(e, env) {
  const test = testNowMs(e, env);
  return test === null ? Date.now() : test;
}

module.exports = { TEST_NOW_HEADER, nowMs, testNowMs };
