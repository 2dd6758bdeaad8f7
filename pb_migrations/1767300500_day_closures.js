/// <reference path="../pb_data/types.d.ts" />
// Day closures (issue 34 item 12, docs/decisions/058-day-closures.md): what "close the whole day"
// closed — the day, the experiences staff chose and the departures it actually closed (those
// still open then) — so "open the day again" reopens exactly those and leaves the departures
// closed one by one before it closed. Written by the staff endpoint only; superusers read it
// (staff see it through the day's audit trail).
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    app.save(
      new Collection({
        id: 'pbc_day_closures',
        type: 'base',
        name: 'day_closures',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          f.text('date', { required: true, max: 10 }),
          // The experience ids staff chose (every experience with departures that day by default).
          f.json('experiences'),
          // The departure ids this closure closed (they were open): reopening opens these only.
          f.json('slots'),
          f.relation('staff', 'pbc_staff'),
          f.text('staff_name', { max: 80 }),
          // Set when the closure was undone; an undone closure reopens nothing again.
          f.date('reopened_at'),
          ...f.timestamps(),
        ],
        indexes: ['CREATE INDEX idx_day_closures_date ON day_closures (date, reopened_at)'],
      }),
    );
    // The day's audit tells closing from reopening.
    const events = app.findCollectionByNameOrId('departure_events');
    events.fields.getByName('action').values = ['check_in', 'check_in_refused', 'check_in_conflict', 'no_show', 'move', 'cancel', 'note', 'slot_closed', 'slot_opened', 'capacity', 'day_closed', 'day_opened'];
    app.save(events);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('day_closures'));
    const events = app.findCollectionByNameOrId('departure_events');
    events.fields.getByName('action').values = ['check_in', 'check_in_refused', 'check_in_conflict', 'no_show', 'move', 'cancel', 'note', 'slot_closed', 'slot_opened', 'capacity', 'day_closed'];
    app.save(events);
  },
);
