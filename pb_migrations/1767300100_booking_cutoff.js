/// <reference path="../pb_data/types.d.ts" />
// How long before a departure bookings close (docs/decisions/050-bookable-now-and-cut-off.md):
// options.booking_cutoff_minutes and slots.booking_cutoff_minutes, whole minutes from 0 to 43,200 (30 days), empty (0)
// meaning "not set" (the slot's wins over the option's, and the default 60 minutes applies when
// neither is set). Each field is added only when its collection lacks it: the schedules work
// adds slots.booking_cutoff_minutes too, guarded the same way.
migrate(
  (app) => {
    for (const name of ['options', 'slots']) {
      const collection = app.findCollectionByNameOrId(name);
      if (collection.fields.getByName('booking_cutoff_minutes')) continue;
      collection.fields.add(new NumberField({ name: 'booking_cutoff_minutes', min: 0, max: 43200, onlyInt: true, required: false }));
      app.save(collection);
    }
  },
  (app) => {
    for (const name of ['options', 'slots']) {
      const collection = app.findCollectionByNameOrId(name);
      if (!collection.fields.getByName('booking_cutoff_minutes')) continue;
      collection.fields.removeByName('booking_cutoff_minutes');
      app.save(collection);
    }
  },
);
