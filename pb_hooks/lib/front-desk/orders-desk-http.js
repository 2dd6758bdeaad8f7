// The orders desk (issue 37 item 1, docs/api.md "Orders desk"): staff — managers and agents —
// find any order by its number, the lead traveller's e-mail, phone or name, an experience or a
// departure day, filtered by status. Anyone else is refused before anything is read. Handlers
// registered in pb_hooks/front-desk.pb.js.

const { ORDER_DESK_STATUSES, ORDER_DESK_LIMITS } = require('../contracts/orders-desk-contract.js');
const { requestLocale } = require('../shared/messages.js');
const { staffCaller } = require('../shared/caller.js');
const { fd } = require('./front-desk-messages.js');
const data = require('./orders-desk-data.js');

const fail = (e, locale, key, field, params) => e.json(400, { status: 400, message: fd(locale, key, params), data: { [field]: { code: 'validation_invalid_value', message: fd(locale, key, params) } } });

const isDay = (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** GET /api/store/staff/orders?q=&status=&date=&page=&locale= → OrderDeskList */
function list(e) {
  const query = e.request.url.query();
  const locale = requestLocale(query.get('locale'), e.request.header.get('Accept-Language'));
  if (!staffCaller(e, locale, fd)) return undefined;
  const q = query.get('q').trim();
  if (q.length > ORDER_DESK_LIMITS.query) return fail(e, locale, 'query_too_long', 'q', { max: ORDER_DESK_LIMITS.query });
  const status = query.get('status');
  if (status && !Object.prototype.hasOwnProperty.call(ORDER_DESK_STATUSES, status)) return fail(e, locale, 'order_status_unknown', 'status');
  const date = query.get('date');
  if (date && !isDay(date)) return fail(e, locale, 'date_invalid', 'date');
  const pageText = query.get('page') || '1';
  const page = Number(pageText);
  if (!/^\d{1,5}$/.test(pageText) || page < 1 || page > ORDER_DESK_LIMITS.maxPage) return fail(e, locale, 'page_invalid', 'page', { max: ORDER_DESK_LIMITS.maxPage });
  return e.json(200, data.listOrders($app, { q, status, date, page }));
}

module.exports = { list };
