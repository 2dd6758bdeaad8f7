// The orders desk's reads: orders found by number, the lead traveller's e-mail, phone or name, an
// experience's title or a departure day, newest first, with their bookings. Runs only inside
// PocketBase (DynamicModel, arrayOf); the filters are checked by orders-desk-http.js first.
/* global arrayOf */

const { ORDER_DESK_STATUSES, ORDER_DESK_LIMITS } = require('../contracts/orders-desk-contract.js');

function jsonRows(app, sql, bind) {
  const list = arrayOf(new DynamicModel({ v: '' }));
  app.db().newQuery(sql).bind(bind).all(list);
  return list.map((row) => JSON.parse(row.v));
}

const likePattern = (text) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const ARABIC_DIGITS = /[٠-٩۰-۹]/g;
/** Digits as typed (Arabic-Indic and Persian ones too), without a leading 0 or 00: how a phone is compared. */
const phoneDigits = (text) =>
  text
    .replace(ARABIC_DIGITS, (digit) => String((digit.charCodeAt(0) - (digit >= '۰' ? 0x06f0 : 0x0660)) % 10))
    .replace(/\D/g, '')
    .replace(/^0+/, '');

/** The WHERE clause and its parameters for the filters. */
function whereOf(filters) {
  const where = ['1 = 1'];
  const bind = {};
  if (filters.q) {
    bind.q = likePattern(filters.q);
    const text = [
      "lower(o.number) LIKE {:q} ESCAPE '\\'",
      "lower(o.email) LIKE {:q} ESCAPE '\\'",
      "lower(coalesce(json_extract(o.lead_guest, '$.email'), '')) LIKE {:q} ESCAPE '\\'",
      "lower(coalesce(json_extract(o.lead_guest, '$.firstName'), '') || ' ' || coalesce(json_extract(o.lead_guest, '$.lastName'), '')) LIKE {:q} ESCAPE '\\'",
      `EXISTS (SELECT 1 FROM bookings b JOIN experiences e ON e.id = b.experience WHERE b."order" = o.id
         AND (lower(coalesce(e.title_en, '')) LIKE {:q} ESCAPE '\\' OR coalesce(e.title_ar, '') LIKE {:q} ESCAPE '\\'))`,
    ];
    const digits = phoneDigits(filters.q);
    if (digits.length >= 4) {
      bind.digits = `%${digits}%`;
      text.push(
        "(replace(coalesce(json_extract(o.lead_guest, '$.countryCode'), ''), '+', '') || ltrim(coalesce(json_extract(o.lead_guest, '$.phone'), ''), '0')) LIKE {:digits}",
      );
    }
    where.push(`(${text.join(' OR ')})`);
  }
  if (filters.status) {
    const statuses = ORDER_DESK_STATUSES[filters.status];
    where.push(`o.status IN (${statuses.map((status, index) => `{:s${index}}`).join(', ')})`);
    statuses.forEach((status, index) => (bind[`s${index}`] = status));
  }
  if (filters.date) {
    bind.date = filters.date;
    where.push('EXISTS (SELECT 1 FROM bookings b WHERE b."order" = o.id AND b.date = {:date})');
  }
  return { clause: where.join(' AND '), bind };
}

const isoOf = (value) => (value ? new Date(String(value).replace(' ', 'T')).toISOString() : null);

/** A page of orders for the filters → OrderDeskList (contracts/orders-desk-contract.js). */
function listOrders(app, filters) {
  const { clause, bind } = whereOf(filters);
  const perPage = ORDER_DESK_LIMITS.pageSize;
  const total = jsonRows(app, `SELECT json_object('n', count(*)) AS v FROM orders o WHERE ${clause}`, bind)[0].n;
  const orders = jsonRows(
    app,
    `SELECT json_object('id', o.id, 'number', o.number, 'status', o.status, 'paymentMethod', o.payment_method, 'total', coalesce(o.total, 0),
        'currency', o.currency, 'created', o.created, 'payBy', coalesce(o.pay_by, ''), 'locale', coalesce(o.locale, ''),
        'firstName', coalesce(json_extract(o.lead_guest, '$.firstName'), ''), 'lastName', coalesce(json_extract(o.lead_guest, '$.lastName'), ''),
        'email', coalesce(nullif(json_extract(o.lead_guest, '$.email'), ''), o.email, ''),
        'countryCode', coalesce(json_extract(o.lead_guest, '$.countryCode'), ''), 'phone', coalesce(json_extract(o.lead_guest, '$.phone'), '')) AS v
     FROM orders o WHERE ${clause} ORDER BY o.created DESC, o.id DESC LIMIT {:limit} OFFSET {:offset}`,
    Object.assign({ limit: perPage, offset: (filters.page - 1) * perPage }, bind),
  );
  const bookings = {};
  if (orders.length) {
    const ids = {};
    orders.forEach((order, index) => (ids[`o${index}`] = order.id));
    const rows = jsonRows(
      app,
      `SELECT json_object('order', b."order", 'id', b.id, 'status', b.status, 'experienceId', b.experience, 'title_ar', coalesce(e.title_ar, ''), 'title_en', coalesce(e.title_en, ''),
          'option_ar', coalesce(p.title_ar, ''), 'option_en', coalesce(p.title_en, ''), 'date', coalesce(b.date, ''), 'startTime', coalesce(b.start_time, ''),
          'seats', coalesce(b.seats, 0), 'voucherCode', coalesce(b.voucher_code, '')) AS v
       FROM bookings b LEFT JOIN experiences e ON e.id = b.experience LEFT JOIN options p ON p.id = b.option
       WHERE b."order" IN (${Object.keys(ids).map((name) => `{:${name}}`).join(', ')}) ORDER BY b.date, b.start_time, b.id`,
      ids,
    );
    for (const row of rows) {
      (bookings[row.order] = bookings[row.order] || []).push({
        id: row.id,
        status: row.status,
        experience: { id: row.experienceId, title_ar: row.title_ar, title_en: row.title_en },
        option: { title_ar: row.option_ar, title_en: row.option_en },
        date: row.date,
        startTime: row.startTime,
        seats: row.seats,
        voucherCode: row.voucherCode,
      });
    }
  }
  return {
    items: orders.map((order) => ({
      id: order.id,
      number: order.number,
      status: order.status,
      paymentMethod: order.paymentMethod,
      total: order.total,
      currency: order.currency,
      created: isoOf(order.created),
      payBy: order.paymentMethod === 'pay_later' ? isoOf(order.payBy) : null,
      locale: order.locale,
      leadGuest: {
        name: [order.firstName, order.lastName].filter(Boolean).join(' '),
        email: order.email,
        phone: order.phone ? `${order.countryCode}${order.phone.replace(/^0+/, '')}` : '',
      },
      bookings: bookings[order.id] || [],
    })),
    page: filters.page,
    perPage,
    totalItems: total,
    totalPages: Math.max(1, Math.ceil(total / perPage)),
  };
}

module.exports = { listOrders, phoneDigits };
