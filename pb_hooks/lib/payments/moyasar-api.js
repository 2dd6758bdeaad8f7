// Moyasar's public API (https://docs.moyasar.com): the requests Rihla makes and how its answers
// read. Pure: moyasar-gateway.js sends them with $http inside PocketBase; the local stand-in in
// tests/support/moyasar-stand-in.mjs answers them in tests.
//
//   POST {api}/invoices           { amount (halalas), currency, description, callback_url, success_url, back_url, metadata }
//                                 → { id, status: 'initiated', url, amount, currency, metadata, … }
//   GET  {api}/payments/{id}      → { id, status: 'initiated' | 'paid' | 'authorized' | 'captured' | 'failed' | 'refunded' | 'voided',
//                                     amount, currency, refunded, invoice_id, metadata, source: { type, company, number, … } }
//   POST {api}/payments/{id}/refund { amount } → the payment, status 'refunded' (or still 'paid' when partly refunded)
//   Webhook to us: { id, type: 'payment_paid' | 'payment_failed' | …, created_at, secret_token, live, data: <payment> }
// Authentication: HTTP Basic with the secret key as the user name and an empty password.

const DEFAULT_API_URL = 'https://api.moyasar.com/v1';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 of an ASCII string (PocketBase's JS runtime has no btoa). */
function base64(text) {
  let out = '';
  for (let index = 0; index < text.length; index += 3) {
    const a = text.charCodeAt(index) & 255;
    const b = index + 1 < text.length ? text.charCodeAt(index + 1) & 255 : NaN;
    const c = index + 2 < text.length ? text.charCodeAt(index + 2) & 255 : NaN;
    const triple = (a << 16) | ((b || 0) << 8) | (c || 0);
    out += BASE64[(triple >> 18) & 63] + BASE64[(triple >> 12) & 63];
    out += Number.isNaN(b) ? '=' : BASE64[(triple >> 6) & 63];
    out += Number.isNaN(c) ? '=' : BASE64[triple & 63];
  }
  return out;
}

/** HTTP Basic authorization for a secret key (user name = key, empty password). */
function authorization(secretKey) {
  return `Basic ${base64(`${secretKey}:`)}`;
}

function invoiceRequest({ orderId, orderNumber, amount, currency, description, callbackUrl, successUrl, backUrl }) {
  return {
    amount,
    currency,
    description,
    callback_url: callbackUrl,
    success_url: successUrl,
    back_url: backUrl,
    metadata: { order_id: orderId, order_number: orderNumber },
  };
}

const STATUS = { initiated: 'initiated', paid: 'paid', captured: 'paid', authorized: 'pending', failed: 'failed', refunded: 'refunded', voided: 'failed' };

/** A Moyasar payment as the gateway interface reads it. */
function readPayment(payment) {
  if (!payment || typeof payment !== 'object' || typeof payment.id !== 'string') return null;
  const metadata = payment.metadata && typeof payment.metadata === 'object' ? payment.metadata : {};
  const source = payment.source && typeof payment.source === 'object' ? payment.source : {};
  const number = typeof source.number === 'string' ? source.number.replace(/[^0-9]/g, '') : '';
  return {
    providerPaymentId: payment.id,
    sessionId: typeof payment.invoice_id === 'string' && payment.invoice_id !== '' ? payment.invoice_id : payment.id,
    status: STATUS[payment.status] || 'pending',
    amount: Number(payment.amount),
    currency: typeof payment.currency === 'string' ? payment.currency : '',
    orderId: typeof metadata.order_id === 'string' ? metadata.order_id : '',
    card: source.company ? { brand: String(source.company), last4: number.slice(-4) } : null,
  };
}

/** The event of a webhook body: { id, type, paymentId, secretToken } or null when malformed. */
function readWebhook(body) {
  if (!body || typeof body !== 'object' || typeof body.id !== 'string' || typeof body.type !== 'string') return null;
  if (!body.data || typeof body.data !== 'object' || typeof body.data.id !== 'string') return null;
  return { id: body.id, type: body.type, paymentId: body.data.id, secretToken: typeof body.secret_token === 'string' ? body.secret_token : '' };
}

module.exports = { DEFAULT_API_URL, base64, authorization, invoiceRequest, readPayment, readWebhook };
