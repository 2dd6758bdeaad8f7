// The departures' audit trail: who checked in, moved, closed or changed what, and when. Written
// inside the caller's transaction; read per departure or per day. Runs only inside PocketBase.

const { rows, isoOf } = require('./departures-reads.js');

/** Adds an audit row (inside the caller's transaction when given a transaction's app). */
function audit(app, actor, action, fields) {
  const record = new Record(app.findCachedCollectionByNameOrId('departure_events'));
  if (actor.id && !actor.superuser) record.set('staff', actor.id);
  record.set('staff_name', actor.name || 'Rihla');
  record.set('action', action);
  if (fields.slot) record.set('slot', fields.slot);
  if (fields.booking) record.set('booking', fields.booking);
  record.set('date', fields.date || '');
  record.set('details', fields.details || {});
  app.saveNoValidate(record);
}

/** The audit trail of a departure (or a day when slotId is ''), newest first. */
function auditTrail(app, { slotId, date, limit }) {
  // A move is one event, on its first departure and day; it shows on the other's too.
  const where = slotId
    ? "(slot = {:slot} OR (action = 'move' AND json_valid(details) AND json_extract(details, '$.to.slot') = {:slot}))"
    : "(date = {:date} OR (action = 'move' AND json_valid(details) AND json_extract(details, '$.to.date') = {:date}))";
  return rows(
    app,
    `SELECT id, action, coalesce(staff_name, '') AS staffName, coalesce(slot, '') AS slot, coalesce(booking, '') AS booking, date,
       CASE WHEN json_valid(details) THEN details ELSE '{}' END AS details, created FROM departure_events WHERE ${where} ORDER BY created DESC, rowid DESC LIMIT {:limit}`,
    { slot: slotId || '', date: date || '', limit: limit || 100 },
    {
      id: '',
      action: '',
      staffName: '',
      slot: '',
      booking: '',
      date: '',
      details: '',
      created: '',
    },
  ).map((row) => ({
    id: row.id,
    action: row.action,
    staffName: row.staffName,
    slot: row.slot,
    booking: row.booking,
    date: row.date,
    details: JSON.parse(row.details || '{}'),
    at: isoOf(row.created),
  }));
}

module.exports = { audit, auditTrail };
