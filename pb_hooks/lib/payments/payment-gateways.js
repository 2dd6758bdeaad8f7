// The payment gateways behind one interface, chosen by RIHLA_PAYMENT_PROVIDER (sandbox by
// default). Runs only inside PocketBase ($app, $http, $os, $security).
//
//   createSession({ orderId, orderNumber, amount, currency, description, locale, successUrl, failureUrl, webhookUrl })
//       → { sessionId, redirectUrl }
//   verifyCallback({ header(name), rawBody, nowSeconds })
//       → { ok: true, event: { id, type }, paymentRef } | { ok: false, reason }
//   fetchPayment(paymentRef) → { sessionId, providerPaymentId, status, amount, currency, orderId, card } | null
//   refund({ providerPaymentId, sessionId, amount }) → { ok, error? }
//
// The sandbox keeps its own ledger (sandbox_payments), as a real provider would on its side.

const { verifySignature } = require('./webhook-signature.js');
const moyasar = require('./moyasar-api.js');

const env = (name) => $os.getenv(name) || '';

/** The sandbox's webhook secret: RIHLA_SANDBOX_WEBHOOK_SECRET, else one random secret per process. */
function sandboxSecret() {
  const configured = env('RIHLA_SANDBOX_WEBHOOK_SECRET');
  if (configured) return configured;
  let secret = $app.store().get('rihla:sandbox-webhook-secret');
  if (!secret) {
    secret = $security.randomString(48);
    $app.store().set('rihla:sandbox-webhook-secret', secret);
  }
  return secret;
}

const SANDBOX_STATUS = { initiated: 'initiated', authenticating: 'initiated', pending: 'pending', paid: 'paid', failed: 'failed', refunded: 'refunded' };

function sandboxRow(id) {
  if (!/^[a-z0-9]{15}$/.test(id || '')) return null;
  try {
    return $app.findRecordById('sandbox_payments', id);
  } catch (_error) {
    return null;
  }
}

const sandbox = {
  name: 'sandbox',
  createSession(input) {
    const record = new Record($app.findCachedCollectionByNameOrId('sandbox_payments'));
    record.set('order_id', input.orderId);
    record.set('amount', input.amount);
    record.set('currency', input.currency);
    record.set('description', input.description.slice(0, 300));
    record.set('status', 'initiated');
    record.set('success_url', input.successUrl);
    record.set('failure_url', input.failureUrl);
    record.set('webhook_url', input.webhookUrl);
    record.set('locale', input.locale);
    $app.save(record);
    return { sessionId: record.id, redirectUrl: `/pay/sandbox/${record.id}?lang=${input.locale === 'en' ? 'en' : 'ar'}` };
  },
  verifyCallback({ header, rawBody, nowSeconds }) {
    const check = verifySignature({
      header: header('Rihla-Signature'),
      body: rawBody,
      secret: sandboxSecret(),
      nowSeconds,
      hmac: (text, secret) => $security.hs256(text, secret),
      equal: (a, b) => $security.equal(a, b),
    });
    if (!check.ok) return { ok: false, reason: `signature_${check.reason}` };
    let body;
    try {
      body = JSON.parse(rawBody);
    } catch (_error) {
      return { ok: false, reason: 'malformed' };
    }
    if (!body || typeof body.id !== 'string' || typeof body.type !== 'string' || !body.data || typeof body.data.paymentId !== 'string') return { ok: false, reason: 'malformed' };
    return { ok: true, event: { id: body.id, type: body.type }, paymentRef: body.data.paymentId, claims: body.data };
  },
  fetchPayment(paymentRef) {
    const row = sandboxRow(paymentRef);
    if (!row) return null;
    return {
      sessionId: row.id,
      providerPaymentId: row.id,
      status: SANDBOX_STATUS[row.getString('status')] || 'pending',
      amount: row.getInt('amount'),
      currency: row.getString('currency'),
      orderId: row.getString('order_id'),
      card: row.getString('card_last4') ? { brand: row.getString('card_brand'), last4: row.getString('card_last4') } : null,
    };
  },
  refund({ sessionId, amount }) {
    const row = sandboxRow(sessionId);
    if (!row) return { ok: false, error: 'unknown payment' };
    const refunded = row.getInt('refunded') + amount;
    if (row.getString('status') !== 'paid' && row.getString('status') !== 'refunded') return { ok: false, error: 'not paid' };
    if (refunded > row.getInt('amount')) return { ok: false, error: 'refund above the amount paid' };
    row.set('refunded', refunded);
    if (refunded === row.getInt('amount')) row.set('status', 'refunded');
    $app.save(row);
    return { ok: true };
  },
};

const moyasarApiUrl = () => (env('MOYASAR_API_URL') || moyasar.DEFAULT_API_URL).replace(/\/+$/, '');

function moyasarSend(method, path, body) {
  const key = env('MOYASAR_SECRET_KEY');
  if (!key) throw new Error('MOYASAR_SECRET_KEY is not set');
  const response = $http.send({
    url: `${moyasarApiUrl()}${path}`,
    method,
    body: body ? JSON.stringify(body) : '',
    headers: { 'content-type': 'application/json', authorization: moyasar.authorization(key) },
    timeout: 20,
  });
  return { status: response.statusCode, json: response.json };
}

const moyasarGateway = {
  name: 'moyasar',
  createSession(input) {
    const answer = moyasarSend(
      'POST',
      '/invoices',
      moyasar.invoiceRequest({
        orderId: input.orderId,
        orderNumber: input.orderNumber,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        callbackUrl: input.webhookUrl,
        successUrl: input.successUrl,
        backUrl: input.failureUrl,
      }),
    );
    if (answer.status < 200 || answer.status >= 300 || !answer.json || typeof answer.json.id !== 'string' || typeof answer.json.url !== 'string') {
      throw new Error(`Moyasar refused the invoice (HTTP ${answer.status})`);
    }
    return { sessionId: answer.json.id, redirectUrl: answer.json.url };
  },
  verifyCallback({ rawBody }) {
    let body;
    try {
      body = JSON.parse(rawBody);
    } catch (_error) {
      return { ok: false, reason: 'malformed' };
    }
    const event = moyasar.readWebhook(body);
    if (!event) return { ok: false, reason: 'malformed' };
    const secret = env('MOYASAR_WEBHOOK_SECRET');
    if (!secret || !$security.equal(event.secretToken, secret)) return { ok: false, reason: 'signature_mismatch' };
    return { ok: true, event: { id: event.id, type: event.type }, paymentRef: event.paymentId, claims: null };
  },
  fetchPayment(paymentRef) {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(paymentRef || '')) return null;
    const answer = moyasarSend('GET', `/payments/${encodeURIComponent(paymentRef)}`);
    if (answer.status !== 200) return null;
    return moyasar.readPayment(answer.json);
  },
  refund({ providerPaymentId, amount }) {
    if (!providerPaymentId) return { ok: false, error: 'no Moyasar payment id' };
    const answer = moyasarSend('POST', `/payments/${encodeURIComponent(providerPaymentId)}/refund`, { amount });
    return answer.status >= 200 && answer.status < 300 ? { ok: true } : { ok: false, error: `HTTP ${answer.status}` };
  },
};

const GATEWAYS = { sandbox, moyasar: moyasarGateway };

/** The gateway new payments go to. */
function activeGateway() {
  const wanted = env('RIHLA_PAYMENT_PROVIDER') || 'sandbox';
  return GATEWAYS[wanted] || sandbox;
}

/** A gateway by the name in a webhook URL or a payment row; null when unknown or not configured. */
function gatewayNamed(name) {
  if (name === 'sandbox') return sandbox;
  if (name === 'moyasar' && env('MOYASAR_SECRET_KEY')) return moyasarGateway;
  return null;
}

module.exports = { activeGateway, gatewayNamed, sandboxSecret, sandboxRow };
