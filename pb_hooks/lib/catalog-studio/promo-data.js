// Promo codes' reads and writes for the staff area (docs/api.md "Promo codes"): the list, one
// code with its redemptions and trail, and each write with its audit row. Runs only inside PocketBase.

const { PROMO_LIMITS } = require('../contracts/promo-studio-contract.js');
const { daysOf } = require('./promo-fields.js');
const { readRows } = require('./studio-sql.js');

function jsonOf(record, name) {
  try {
    return JSON.parse(record.getString(name) || 'null');
  } catch (_error) {
    return null;
  }
}

/** A stored code as the editor reads it (StaffPromo). */
function promoView(record) {
  const scope = jsonOf(record, 'scope') || {};
  const ids = (value) => (Array.isArray(value) ? value.filter((id) => typeof id === 'string') : []);
  return Object.assign(
    {
      id: record.id,
      code: record.getString('code'),
      description_ar: record.getString('description_ar'),
      description_en: record.getString('description_en'),
      type: record.getString('type'),
      value: record.getInt('value'),
      min_subtotal: record.getInt('min_subtotal'),
      max_discount: record.getInt('max_discount'),
      usage_limit: record.getInt('usage_limit'),
      per_customer_limit: record.getInt('per_customer_limit'),
      used_count: record.getInt('used_count'),
      scope: { experiences: ids(scope.experiences), cities: ids(scope.cities), categories: ids(scope.categories) },
      active: record.getBool('active'),
      updated: record.getString('updated'),
      created: record.getString('created'),
    },
    daysOf(record.getString('starts_at'), record.getString('ends_at')),
  );
}

const editable = (view) => {
  const out = Object.assign({}, view);
  for (const name of ['id', 'used_count', 'updated', 'created']) delete out[name];
  return out;
};

function findPromo(app, id) {
  if (!/^[a-z0-9]{15}$/.test(String(id || ''))) return null;
  try {
    return app.findRecordById('promo_codes', id);
  } catch (_error) {
    return null;
  }
}

/** Newest edits first; `q` matches the code, `status` is active or paused. */
function listPromos(app, filter) {
  const where = ['1 = 1'];
  const bind = {};
  if (filter.q) {
    where.push("code LIKE {:q} ESCAPE '\\'");
    bind.q = `%${filter.q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  }
  if (filter.status === 'active') where.push('active = 1');
  if (filter.status === 'paused') where.push('(active = 0 OR active IS NULL)');
  const clause = where.join(' AND ');
  const total = readRows(app, `SELECT count(*) AS n FROM promo_codes WHERE ${clause}`, bind, { n: 0 })[0].n;
  const ids = readRows(app, `SELECT id FROM promo_codes WHERE ${clause} ORDER BY updated DESC, id LIMIT {:limit} OFFSET {:offset}`, Object.assign({ limit: PROMO_LIMITS.pageSize, offset: (filter.page - 1) * PROMO_LIMITS.pageSize }, bind), { id: '' });
  return { items: ids.map((row) => promoView(app.findRecordById('promo_codes', row.id))), page: filter.page, totalPages: Math.max(1, Math.ceil(total / PROMO_LIMITS.pageSize)), totalItems: total };
}

/** The last redemptions (newest first), how many in all and the discount they gave. */
function redemptionsOf(app, promoId) {
  const rows = readRows(
    app,
    `SELECT r.id, coalesce(o.number, '') AS number, coalesce(r.email, o.email, '') AS email, coalesce(r.amount, 0) AS amount, r.created
       FROM promo_redemptions r LEFT JOIN orders o ON o.id = r."order" WHERE r.promo = {:id} ORDER BY r.created DESC, r.id LIMIT 50`,
    { id: promoId },
    { id: '', number: '', email: '', amount: 0, created: '' },
  );
  const totals = readRows(app, 'SELECT count(*) AS n, coalesce(sum(amount), 0) AS total FROM promo_redemptions WHERE promo = {:id}', { id: promoId }, { n: 0, total: 0 })[0];
  return {
    redemptions: rows.map((row) => ({ id: row.id, orderNumber: row.number, email: row.email, amount: row.amount, at: new Date(row.created.replace(' ', 'T')).toISOString() })),
    redemptionCount: totals.n,
    discountTotal: totals.total,
  };
}

function auditOf(app, promoId) {
  return readRows(
    app,
    `SELECT id, action, coalesce(staff_name, '') AS staffName, CASE WHEN json_valid(changes) THEN changes ELSE '{}' END AS changes, created
       FROM promo_events WHERE promo = {:id} ORDER BY created DESC, rowid DESC LIMIT 50`,
    { id: promoId },
    { id: '', action: '', staffName: '', changes: '', created: '' },
  ).map((row) => ({ id: row.id, at: new Date(row.created.replace(' ', 'T')).toISOString(), staffName: row.staffName, action: row.action, changes: JSON.parse(row.changes || '{}') }));
}

/** The experiences a code is limited to, with their titles (the editor names them). */
function scopeExperiences(app, ids) {
  if (!ids.length) return [];
  return readRows(app, "SELECT id, coalesce(title_ar, '') AS title_ar, coalesce(title_en, '') AS title_en FROM experiences WHERE id IN (SELECT value FROM json_each({:ids}))", { ids: JSON.stringify(ids) }, { id: '', title_ar: '', title_en: '' });
}

/** The ids a scope may name. */
function scopeContext(app, experienceIds) {
  const ids = (sql, bind) => readRows(app, sql, bind || {}, { id: '' }).map((row) => row.id);
  return {
    cityIds: ids('SELECT id FROM cities'),
    categoryIds: ids('SELECT id FROM categories'),
    experienceIds: Array.isArray(experienceIds) && experienceIds.length ? ids('SELECT id FROM experiences WHERE id IN (SELECT value FROM json_each({:ids}))', { ids: JSON.stringify(experienceIds.filter((id) => typeof id === 'string')) }) : [],
  };
}

const codeTaken = (app, code, exceptId) => readRows(app, 'SELECT count(*) AS n FROM promo_codes WHERE code = {:code} AND id != {:id}', { code, id: exceptId || '' }, { n: 0 })[0].n > 0;

function writeAudit(txApp, actor, promoId, action, changes) {
  const record = new Record(txApp.findCachedCollectionByNameOrId('promo_events'));
  record.set('promo', promoId);
  if (actor.id && !actor.superuser) record.set('staff', actor.id);
  record.set('staff_name', actor.name || 'Rihla');
  record.set('action', action);
  record.set('changes', changes);
  txApp.save(record);
}

module.exports = { promoView, editable, findPromo, listPromos, redemptionsOf, auditOf, scopeExperiences, scopeContext, codeTaken, writeAudit };
