// A local stand-in for Moyasar's API (https://docs.moyasar.com), for tests only: it speaks the
// documented requests and answers Rihla uses (invoices, payments, refunds, HTTP Basic with the
// secret key, amounts in halalas) and sends Moyasar-shaped webhooks. A control endpoint plays
// the traveller paying on Moyasar's page: POST /_stand-in/invoices/{id}/pay.
import { randomUUID } from 'node:crypto';
import http from 'node:http';

const json = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return null;
  }
}

/**
 * Starts the stand-in on a free port. Returns { url (ending in /v1), secretKey, webhookSecret,
 * requests: every API request received, invoices, payments, pay(invoiceId, options), stop() }.
 */
export async function startMoyasarStandIn({ secretKey = 'sk_test_standin', webhookSecret = 'whsec_standin' } = {}) {
  const invoices = new Map();
  const payments = new Map();
  const requests = [];
  const expectedAuth = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  let base = '';

  /**
   * The traveller pays (or fails to pay) an invoice; Moyasar then notifies the invoice's callback_url.
   * @param {string} invoiceId
   * @param {{ outcome?: 'paid' | 'failed', amount?: number, currency?: string, orderId?: string, eventId?: string, secretToken?: string, deliver?: boolean }} [options]
   */
  async function pay(invoiceId, { outcome = 'paid', amount, currency, orderId, eventId = randomUUID(), secretToken = webhookSecret, deliver = true } = {}) {
    const invoice = invoices.get(invoiceId);
    if (!invoice) throw new Error(`unknown invoice ${invoiceId}`);
    const payment = {
      id: randomUUID(),
      status: outcome,
      amount: amount ?? invoice.amount,
      fee: 0,
      currency: currency ?? invoice.currency,
      refunded: 0,
      description: invoice.description,
      amount_format: `${((amount ?? invoice.amount) / 100).toFixed(2)} ${currency ?? invoice.currency}`,
      invoice_id: invoice.id,
      ip: '127.0.0.1',
      callback_url: invoice.callback_url,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      metadata: orderId ? { ...invoice.metadata, order_id: orderId } : invoice.metadata,
      source: { type: 'creditcard', company: 'mada', name: 'Sara Alharbi', number: '4201-32XX-XXXX-1111', message: outcome === 'paid' ? 'APPROVED' : 'DECLINED', transaction_url: null },
    };
    payments.set(payment.id, payment);
    if (outcome === 'paid') invoice.status = 'paid';
    invoice.payments.push(payment);
    const event = { id: eventId, type: outcome === 'paid' ? 'payment_paid' : 'payment_failed', created_at: new Date().toISOString(), secret_token: secretToken, account_name: 'Rihla', live: false, data: payment };
    let webhookStatus = 0;
    if (deliver) webhookStatus = (await fetch(invoice.callback_url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) })).status;
    return { payment, event, webhookStatus };
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url, 'http://stand-in');
    const body = request.method === 'POST' ? await readBody(request) : {};
    if (url.pathname.startsWith('/_stand-in/')) {
      const match = /^\/_stand-in\/invoices\/([^/]+)\/pay$/.exec(url.pathname);
      if (!match) return json(response, 404, { message: 'not found' });
      try {
        return json(response, 200, await pay(match[1], body ?? {}));
      } catch (error) {
        return json(response, 404, { message: String(error) });
      }
    }
    requests.push({ method: request.method, path: url.pathname, authorization: request.headers.authorization ?? '', body });
    if (request.headers.authorization !== expectedAuth) return json(response, 401, { type: 'authentication_error', message: 'Invalid authorization credentials', errors: null });
    if (body === null) return json(response, 400, { type: 'invalid_request_error', message: 'Invalid JSON', errors: null });

    if (request.method === 'POST' && url.pathname === '/v1/invoices') {
      const errors = {};
      if (!Number.isInteger(body.amount) || body.amount < 100) errors.amount = ['must be an integer of at least 100'];
      if (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency)) errors.currency = ['is invalid'];
      if (typeof body.description !== 'string' || body.description === '') errors.description = ["can't be blank"];
      if (Object.keys(errors).length > 0) return json(response, 400, { type: 'invalid_request_error', message: 'Validation Failed', errors });
      const id = randomUUID();
      const invoice = {
        id,
        status: 'initiated',
        amount: body.amount,
        currency: body.currency,
        description: body.description,
        amount_format: `${(body.amount / 100).toFixed(2)} ${body.currency}`,
        url: `${base.replace(/\/v1$/, '')}/invoices/${id}`,
        callback_url: body.callback_url ?? null,
        success_url: body.success_url ?? null,
        back_url: body.back_url ?? null,
        expired_at: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        payments: [],
        metadata: body.metadata ?? {},
      };
      invoices.set(id, invoice);
      return json(response, 201, invoice);
    }
    let match = /^\/v1\/invoices\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && match) {
      const invoice = invoices.get(match[1]);
      return invoice ? json(response, 200, invoice) : json(response, 404, { type: 'api_error', message: 'Object not found', errors: null });
    }
    match = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && match) {
      const payment = payments.get(match[1]);
      return payment ? json(response, 200, payment) : json(response, 404, { type: 'api_error', message: 'Object not found', errors: null });
    }
    match = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
    if (request.method === 'POST' && match) {
      const payment = payments.get(match[1]);
      if (!payment) return json(response, 404, { type: 'api_error', message: 'Object not found', errors: null });
      const amount = body.amount ?? payment.amount - payment.refunded;
      if (payment.status !== 'paid' && payment.status !== 'refunded') return json(response, 400, { type: 'invalid_request_error', message: 'Payment is not paid', errors: null });
      if (!Number.isInteger(amount) || amount <= 0 || payment.refunded + amount > payment.amount) return json(response, 400, { type: 'invalid_request_error', message: 'Invalid refund amount', errors: null });
      payment.refunded += amount;
      payment.refunded_at = new Date().toISOString();
      if (payment.refunded === payment.amount) payment.status = 'refunded';
      return json(response, 200, payment);
    }
    return json(response, 404, { type: 'api_error', message: 'Not found', errors: null });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}/v1`;
  return {
    url: base,
    secretKey,
    webhookSecret,
    requests,
    invoices,
    payments,
    pay,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
