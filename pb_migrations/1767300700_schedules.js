/// <reference path="../pb_data/types.d.ts" />
// Schedules (issue 35 item 6, docs/decisions/062-schedules-and-generated-slots.md):
//   - schedule_rules: an option's recurring departures (weekdays × start times over a date range,
//     capacity, an optional price override per traveller type, the booking cut-off).
//   - schedule_exceptions: one-off extra departures and blackout days or ranges, of an option or
//     of a whole experience.
//   - schedule_events: the schedules' audit trail (who, when, what changed).
//   - slots.schedule_rule: the rule (or extra departure) that made a slot, so a regenerate knows
//     what it owns; slots.booking_cutoff_minutes: the rule's cut-off, copied into each slot.
// Nobody but superusers uses these collections' API: managers write through the staff endpoints
// in pb_hooks/schedules.pb.js, which validate and audit.
/* global Field */
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    const closed = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null };

    app.save(
      new Collection({
        id: 'pbc_schedule_rules',
        type: 'base',
        name: 'schedule_rules',
        ...closed,
        fields: [
          f.relation('option', 'pbc_options', { required: true, cascadeDelete: true }),
          f.relation('experience', 'pbc_experiences', { required: true, cascadeDelete: true }),
          // [0..6], 0 = Sunday (Riyadh dates).
          f.json('weekdays'),
          // ["09:00", "16:00"]
          f.json('start_times'),
          f.text('date_from', { required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
          // Empty: open-ended (the rolling horizon decides how far slots go).
          f.text('date_to', { pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }),
          f.integer('capacity', { min: 1 }),
          // { <traveller type key>: halalas } or {} (the option's prices).
          f.json('price_overrides'),
          f.integer('booking_cutoff_minutes', { min: 0 }),
          f.select('status', ['active', 'paused'], { required: true }),
          ...f.timestamps(),
        ],
        indexes: ['CREATE INDEX idx_schedule_rules_option ON schedule_rules (option)', 'CREATE INDEX idx_schedule_rules_experience ON schedule_rules (experience)'],
      }),
    );

    app.save(
      new Collection({
        id: 'pbc_schedule_exceptions',
        type: 'base',
        name: 'schedule_exceptions',
        ...closed,
        fields: [
          f.relation('experience', 'pbc_experiences', { required: true, cascadeDelete: true }),
          // Empty: every option of the experience (a blackout only).
          f.relation('option', 'pbc_options', { cascadeDelete: true }),
          f.select('kind', ['extra', 'blackout'], { required: true }),
          f.text('date_from', { required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
          f.text('date_to', { pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }),
          // An extra departure's times; a blackout's times ([] = the whole day).
          f.json('start_times'),
          f.integer('capacity', { min: 0 }),
          f.json('price_overrides'),
          f.integer('booking_cutoff_minutes', { min: 0 }),
          f.text('reason', { max: 200 }),
          ...f.timestamps(),
        ],
        indexes: ['CREATE INDEX idx_schedule_exceptions_experience ON schedule_exceptions (experience)'],
      }),
    );

    app.save(
      new Collection({
        id: 'pbc_schedule_events',
        type: 'base',
        name: 'schedule_events',
        ...closed,
        fields: [
          f.relation('staff', 'pbc_staff'),
          f.text('staff_name', { max: 80 }),
          f.select('action', ['rule_created', 'rule_updated', 'rule_deleted', 'exception_created', 'exception_updated', 'exception_deleted', 'regenerated'], { required: true }),
          f.text('experience', { max: 15 }),
          f.text('option', { max: 15 }),
          f.text('target', { max: 15 }),
          f.json('details'),
          ...f.timestamps(),
        ],
        indexes: ['CREATE INDEX idx_schedule_events_experience ON schedule_events (experience, created)'],
      }),
    );

    // Added only when missing: the defects branch adds booking_cutoff_minutes too.
    const slots = app.findCollectionByNameOrId('slots');
    if (!slots.fields.getByName('booking_cutoff_minutes')) slots.fields.add(new Field(f.integer('booking_cutoff_minutes', { min: 0 })));
    if (!slots.fields.getByName('schedule_rule')) slots.fields.add(new Field(f.text('schedule_rule', { max: 15 })));
    app.save(slots);
  },
  (app) => {
    for (const name of ['schedule_events', 'schedule_exceptions', 'schedule_rules']) app.delete(app.findCollectionByNameOrId(name));
    const slots = app.findCollectionByNameOrId('slots');
    slots.fields.removeByName('schedule_rule');
    app.save(slots);
  },
);
