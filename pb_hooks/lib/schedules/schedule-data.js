// Reads and writes of schedules inside PocketBase: the rules and exceptions, the generator's
// writer (the difference between the plan and the slots, applied in the caller's transaction
// with raw SQL so a year of a whole catalog writes in seconds), the calendar and the audit trail.
// The decisions are schedule-plan.js's (docs/decisions/062-schedules-and-generated-slots.md).
/* global arrayOf */

const { planSlots, diffSlots, blackoutDays, addDays } = require('./schedule-plan.js');

const DEFAULT_HORIZON_DAYS = 365;
const CHUNK = 5000;

const pbDate = (ms) => new Date(ms).toISOString().replace('T', ' ');
const riyadhToday = (nowMs) => new Date(nowMs + 3 * 3600000).toISOString().slice(0, 10);

function jsonRows(app, sql, params) {
  const list = arrayOf(new DynamicModel({ v: '' }));
  app.db().newQuery(sql).bind(params || {}).all(list);
  return list.map((row) => JSON.parse(row.v));
}

/** How many days ahead slots are generated: RIHLA_SCHEDULE_HORIZON_DAYS, else the `schedule_horizon_days` setting, else 365. */
function horizonDays(app) {
  const fromEnv = Number($os.getenv('RIHLA_SCHEDULE_HORIZON_DAYS'));
  if (Number.isInteger(fromEnv) && fromEnv > 0 && fromEnv <= 1100) return fromEnv;
  const rows = jsonRows(app, "SELECT json_object('v', value) AS v FROM settings WHERE key = 'schedule_horizon_days' LIMIT 1");
  const fromSetting = rows.length ? Number(rows[0].v) : NaN;
  if (Number.isInteger(fromSetting) && fromSetting > 0 && fromSetting <= 1100) return fromSetting;
  return DEFAULT_HORIZON_DAYS;
}

/** The generated window: today in Riyadh to the horizon's last day. */
function window(app, nowMs, today) {
  const from = today || riyadhToday(nowMs);
  return { from, to: addDays(from, horizonDays(app) - 1) };
}

const RULE_COLUMNS = `json_object('id', id, 'option', option, 'experience', experience, 'weekdays', json(coalesce(weekdays, '[]')),
  'start_times', json(coalesce(start_times, '[]')), 'date_from', date_from, 'date_to', coalesce(date_to, ''), 'capacity', coalesce(capacity, 0),
  'price_overrides', json(CASE WHEN json_valid(price_overrides) THEN price_overrides ELSE '{}' END),
  'booking_cutoff_minutes', coalesce(booking_cutoff_minutes, 0), 'status', status, 'updated', updated) AS v`;
const EXCEPTION_COLUMNS = `json_object('id', id, 'option', coalesce(option, ''), 'experience', experience, 'kind', kind, 'date_from', date_from,
  'date_to', coalesce(date_to, ''), 'start_times', json(CASE WHEN json_valid(start_times) THEN start_times ELSE '[]' END), 'capacity', coalesce(capacity, 0),
  'price_overrides', json(CASE WHEN json_valid(price_overrides) THEN price_overrides ELSE '{}' END),
  'booking_cutoff_minutes', coalesce(booking_cutoff_minutes, 0), 'reason', coalesce(reason, ''), 'updated', updated) AS v`;

const rulesOf = (app, experienceId) => jsonRows(app, `SELECT ${RULE_COLUMNS} FROM schedule_rules WHERE experience = {:id} ORDER BY date_from, id`, { id: experienceId });
const exceptionsOf = (app, experienceId) => jsonRows(app, `SELECT ${EXCEPTION_COLUMNS} FROM schedule_exceptions WHERE experience = {:id} ORDER BY date_from, id`, { id: experienceId });
const ruleById = (app, id) => jsonRows(app, `SELECT ${RULE_COLUMNS} FROM schedule_rules WHERE id = {:id}`, { id })[0] || null;
const exceptionById = (app, id) => jsonRows(app, `SELECT ${EXCEPTION_COLUMNS} FROM schedule_exceptions WHERE id = {:id}`, { id })[0] || null;

/** The experience and its options (with traveller type keys), or null. */
function experienceWithOptions(app, experienceId) {
  const experience = jsonRows(app, "SELECT json_object('id', id, 'slug', slug, 'title_ar', coalesce(title_ar, ''), 'title_en', coalesce(title_en, ''), 'status', status) AS v FROM experiences WHERE id = {:id}", { id: experienceId })[0];
  if (!experience) return null;
  const options = jsonRows(
    app,
    `SELECT json_object('id', id, 'title_ar', coalesce(title_ar, ''), 'title_en', coalesce(title_en, ''), 'pricing', coalesce(pricing, ''),
       'traveller_types', json(CASE WHEN json_valid(traveller_types) THEN traveller_types ELSE '[]' END)) AS v FROM options WHERE experience = {:id} ORDER BY sort, id`,
    { id: experienceId },
  ).map((option) => ({ ...option, traveller_types: (option.traveller_types || []).map((type) => ({ key: type.key, name_ar: type.name_ar, name_en: type.name_en, price: type.price })) }));
  return { experience, options };
}

function existingSlots(app, optionId, from, to) {
  return jsonRows(
    app,
    `SELECT json_object('id', id, 'date', date, 'start_time', start_time, 'capacity', coalesce(capacity, 0), 'reserved', coalesce(reserved, 0), 'status', status,
       'price_overrides', json(CASE WHEN json_valid(price_overrides) THEN price_overrides ELSE '{}' END), 'booking_cutoff_minutes', coalesce(booking_cutoff_minutes, 0),
       'schedule_rule', coalesce(schedule_rule, '')) AS v FROM slots WHERE option = {:option} AND date >= {:from} AND date <= {:to}`,
    { option: optionId, from, to },
  );
}

const INSERT = `INSERT INTO slots (id, option, experience, date, start_time, capacity, reserved, price_overrides, status, booking_cutoff_minutes, schedule_rule, created, updated)
  SELECT substr(lower(hex(randomblob(8))), 1, 15), value->>0, value->>1, value->>2, value->>3, value->>4, 0, json(value->>5), value->>6, value->>7, value->>8, {:now}, {:now}
  FROM json_each({:rows}) WHERE true ON CONFLICT (option, date, start_time) DO NOTHING`;
// The reservation check is in the statement itself: a checkout that took a seat since the read keeps its slot as it was.
const UPDATE = `UPDATE slots SET capacity = j.value->>1, price_overrides = json(j.value->>2), status = j.value->>3, booking_cutoff_minutes = j.value->>4,
  schedule_rule = j.value->>5, updated = {:now} FROM json_each({:rows}) AS j WHERE slots.id = j.value->>0 AND coalesce(slots.reserved, 0) = 0`;
const DELETE = 'DELETE FROM slots WHERE id IN (SELECT value FROM json_each({:ids})) AND coalesce(reserved, 0) = 0';

/** Writes rows in chunks; → the rows the statements changed. */
function writeChunks(txApp, statement, name, rows, nowMs) {
  let changed = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const params = { now: pbDate(nowMs) };
    params[name] = JSON.stringify(rows.slice(start, start + CHUNK));
    changed += txApp.db().newQuery(statement).bind(params).execute().rowsAffected();
  }
  return changed;
}

/**
 * Brings the slots of the given options (of one or many experiences) in line with their rules
 * within [from, to], inside the caller's transaction (pass the transaction's app). Slots before
 * `from` are history and never touched. → { created, updated, deleted, kept: [{ id, option, date, start_time, reserved, capacity, reason }] }
 */
function applySchedules(txApp, { experiences, from, to, nowMs }) {
  const creates = [];
  const updates = [];
  const removes = [];
  const kept = [];
  let updatedExpected = 0;
  for (const experienceId of experiences) {
    const rules = rulesOf(txApp, experienceId);
    const exceptions = exceptionsOf(txApp, experienceId);
    const optionIds = jsonRows(txApp, "SELECT json_object('id', id) AS v FROM options WHERE experience = {:id}", { id: experienceId }).map((row) => row.id);
    for (const optionId of optionIds) {
      const planned = planSlots({ option: optionId, rules, exceptions, from, to });
      const existing = existingSlots(txApp, optionId, from, to);
      if (!planned.length && !existing.some((slot) => slot.schedule_rule)) continue;
      const diff = diffSlots(planned, existing);
      for (const plan of diff.create) creates.push([optionId, experienceId, plan.date, plan.start_time, plan.capacity, JSON.stringify(plan.price_overrides), plan.status, plan.booking_cutoff_minutes, plan.source]);
      for (const plan of diff.update) updates.push([plan.id, plan.capacity, JSON.stringify(plan.price_overrides), plan.status, plan.booking_cutoff_minutes, plan.source]);
      updatedExpected += diff.update.length;
      for (const id of diff.remove) removes.push(id);
      for (const slot of diff.kept) kept.push({ ...slot, option: optionId });
    }
  }
  const created = writeChunks(txApp, INSERT, 'rows', creates, nowMs);
  const updated = writeChunks(txApp, UPDATE, 'rows', updates, nowMs);
  const deleted = removes.length ? writeChunks(txApp, DELETE, 'ids', removes, nowMs) : 0;
  // Rows the conditional statements skipped took a seat after the read (none can while this
  // transaction holds the write lock; counted for the answer all the same).
  if (updated < updatedExpected || deleted < removes.length) kept.push({ id: '', reason: 'reserved_meanwhile', count: updatedExpected - updated + removes.length - deleted });
  return { created, updated, deleted, kept };
}

/** The ids of every experience that has rules or exceptions (the daily job's list). */
function scheduledExperiences(app) {
  return jsonRows(app, "SELECT json_object('id', experience) AS v FROM (SELECT experience FROM schedule_rules UNION SELECT experience FROM schedule_exceptions) ORDER BY experience").map((row) => row.id);
}

/**
 * The daily job: every scheduled experience's slots up to the horizon, one short transaction per
 * experience (checkouts wait for one experience at a time, not for the whole catalog).
 */
function fillHorizon(app, nowMs, only) {
  const range = window(app, nowMs);
  const totals = { created: 0, updated: 0, deleted: 0, kept: 0, experiences: 0, from: range.from, to: range.to };
  for (const experienceId of only ? [only] : scheduledExperiences(app)) {
    app.runInTransaction((txApp) => {
      const result = applySchedules(txApp, { experiences: [experienceId], from: range.from, to: range.to, nowMs });
      totals.created += result.created;
      totals.updated += result.updated;
      totals.deleted += result.deleted;
      totals.kept += result.kept.length;
    });
    totals.experiences += 1;
  }
  return totals;
}

/** An audit row of the schedules (inside the caller's transaction when given a transaction's app). */
function audit(app, actor, action, fields) {
  const record = new Record(app.findCachedCollectionByNameOrId('schedule_events'));
  if (actor.id && !actor.superuser) record.set('staff', actor.id);
  record.set('staff_name', actor.name || 'Rihla');
  record.set('action', action);
  record.set('experience', fields.experience || '');
  record.set('option', fields.option || '');
  record.set('target', fields.target || '');
  record.set('details', fields.details || {});
  app.saveNoValidate(record);
}

function auditTrail(app, experienceId, limit) {
  return jsonRows(
    app,
    `SELECT json_object('id', id, 'action', action, 'staffName', coalesce(staff_name, ''), 'option', coalesce(option, ''), 'target', coalesce(target, ''),
       'details', json(CASE WHEN json_valid(details) THEN details ELSE '{}' END), 'at', created) AS v FROM schedule_events WHERE experience = {:id} ORDER BY created DESC, rowid DESC LIMIT {:limit}`,
    { id: experienceId, limit: limit || 50 },
  );
}

/** Every departure of an experience in [from, to]: seats sold / capacity per slot. */
function calendarSlots(app, experienceId, from, to) {
  return jsonRows(
    app,
    `SELECT json_object('id', id, 'option', option, 'date', date, 'startTime', start_time, 'capacity', coalesce(capacity, 0), 'reserved', coalesce(reserved, 0),
       'status', status, 'scheduleRule', coalesce(schedule_rule, ''), 'bookingCutoffMinutes', coalesce(booking_cutoff_minutes, 0),
       'priceOverrides', json(CASE WHEN json_valid(price_overrides) AND json_type(price_overrides) = 'object' THEN price_overrides ELSE '{}' END)) AS v
     FROM slots WHERE experience = {:id} AND date >= {:from} AND date <= {:to} ORDER BY date, start_time, option`,
    { id: experienceId, from, to },
  );
}

/**
 * What the rules would make in [from, to] for every option of the experience, beside what exists:
 * [{ option, date, startTime, capacity, status, reserved, change: 'new' | 'changed' | 'removed' | 'same' | 'kept' }].
 */
function previewSlots(app, { experienceId, options, rules, exceptions, from, to }) {
  const out = [];
  for (const option of options) {
    const planned = planSlots({ option: option.id, rules, exceptions, from, to });
    const existing = existingSlots(app, option.id, from, to);
    const diff = diffSlots(planned, existing);
    const updated = new Set(diff.update.map((plan) => plan.id));
    const removed = new Set(diff.remove);
    const kept = new Set(diff.kept.map((slot) => slot.id));
    const byKey = new Map(existing.map((slot) => [`${slot.date} ${slot.start_time}`, slot]));
    for (const plan of planned) {
      const slot = byKey.get(`${plan.date} ${plan.start_time}`);
      const change = !slot ? 'new' : kept.has(slot.id) ? 'kept' : updated.has(slot.id) ? 'changed' : 'same';
      const shown = change === 'kept' ? slot : plan;
      out.push({ option: option.id, date: plan.date, startTime: plan.start_time, capacity: Number(shown.capacity), status: shown.status, reserved: slot ? Number(slot.reserved) : 0, priceOverrides: shown.price_overrides || {}, change });
      if (slot) byKey.delete(`${plan.date} ${plan.start_time}`);
    }
    for (const slot of byKey.values()) {
      const change = removed.has(slot.id) ? 'removed' : kept.has(slot.id) ? 'kept' : 'same';
      out.push({ option: option.id, date: slot.date, startTime: slot.start_time, capacity: Number(slot.capacity), status: slot.status, reserved: Number(slot.reserved), priceOverrides: slot.price_overrides || {}, change });
    }
  }
  out.sort((a, b) => (a.date === b.date ? (a.startTime < b.startTime ? -1 : 1) : a.date < b.date ? -1 : 1));
  return { departures: out, blackouts: blackoutDays(exceptions, from, to), experienceId };
}

module.exports = {
  horizonDays,
  window,
  riyadhToday,
  pbDate,
  rulesOf,
  exceptionsOf,
  ruleById,
  exceptionById,
  experienceWithOptions,
  applySchedules,
  fillHorizon,
  scheduledExperiences,
  audit,
  auditTrail,
  calendarSlots,
  previewSlots,
  blackoutDays,
};
