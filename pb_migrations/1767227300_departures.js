/// <reference path="../pb_data/types.d.ts" />
// Departures and check-in (docs/decisions/045-departures-and-check-in.md): one row per check-in
// attempt that a device sent (its client id unique, so a sync is applied exactly once; the
// booking's check-in is its earliest accepted row), the departures' audit trail, and a staff note
// and a no-show mark on bookings. Staff read both new collections; nobody writes them through the
// collection API (the staff endpoints in pb_hooks/departures.pb.js do); customers see nothing.
/* global Field */
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    const { STAFF } = require(`${__hooks}/lib/shared/access-rules.js`);

    app.save(
      new Collection({
        id: 'pbc_checkins',
        type: 'base',
        name: 'checkins',
        listRule: STAFF,
        viewRule: STAFF,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          f.relation('booking', 'pbc_bookings', { required: true, cascadeDelete: true }),
          f.relation('slot', 'pbc_slots', { required: true, cascadeDelete: true }),
          f.relation('staff', 'pbc_staff'),
          f.text('staff_name', { max: 80 }),
          // The device's id of this check-in: a second sync of it changes nothing.
          f.text('client_id', { required: true, max: 64 }),
          // When the guest was checked in (the device's clock for offline check-ins, bounded).
          f.date('checked_in_at', { required: true }),
          // accepted: it checked the guest in (the earliest accepted one counts); duplicate: the
          // guest was already checked in when it arrived (kept so both devices are told).
          f.select('outcome', ['accepted', 'duplicate'], { required: true }),
          f.bool('offline'),
          ...f.timestamps(),
        ],
        indexes: ['CREATE UNIQUE INDEX idx_checkins_client ON checkins (client_id)', 'CREATE INDEX idx_checkins_booking ON checkins (booking, checked_in_at)', 'CREATE INDEX idx_checkins_slot ON checkins (slot)'],
      }),
    );

    app.save(
      new Collection({
        id: 'pbc_departure_events',
        type: 'base',
        name: 'departure_events',
        listRule: STAFF,
        viewRule: STAFF,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          f.relation('staff', 'pbc_staff'),
          // 'Rihla' for a superuser.
          f.text('staff_name', { max: 80 }),
          f.select(
            'action',
            ['check_in', 'check_in_refused', 'check_in_conflict', 'no_show', 'move', 'cancel', 'note', 'slot_closed', 'slot_opened', 'capacity', 'day_closed'],
            { required: true },
          ),
          f.relation('slot', 'pbc_slots'),
          f.relation('booking', 'pbc_bookings'),
          f.text('date', { max: 10 }),
          f.json('details'),
          ...f.timestamps(),
        ],
        indexes: ['CREATE INDEX idx_departure_events_slot ON departure_events (slot, created)', 'CREATE INDEX idx_departure_events_date ON departure_events (date, created)'],
      }),
    );

    const bookings = app.findCollectionByNameOrId('bookings');
    bookings.fields.add(new Field(f.text('staff_note', { max: 1000 })));
    bookings.fields.add(new Field(f.date('no_show_at')));
    // The departures list reads a day's bookings.
    bookings.addIndex('idx_bookings_date', false, 'date', '');
    app.save(bookings);

    // Closing a whole day reads its departures.
    const slots = app.findCollectionByNameOrId('slots');
    slots.addIndex('idx_slots_date', false, 'date', '');
    app.save(slots);
  },
  (app) => {
    const slots = app.findCollectionByNameOrId('slots');
    slots.removeIndex('idx_slots_date');
    app.save(slots);
    app.delete(app.findCollectionByNameOrId('departure_events'));
    app.delete(app.findCollectionByNameOrId('checkins'));
    const bookings = app.findCollectionByNameOrId('bookings');
    for (const name of ['staff_note', 'no_show_at']) bookings.fields.removeByName(name);
    bookings.removeIndex('idx_bookings_date');
    app.save(bookings);
  },
);
