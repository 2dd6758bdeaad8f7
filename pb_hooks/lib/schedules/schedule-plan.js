// Which departures a set of schedule rules and exceptions yields for a date range: pure, so the
// generator, the preview and the seed agree (docs/decisions/062-schedules-and-generated-slots.md).
// Dates are Riyadh calendar dates (YYYY-MM-DD); a weekday is 0 = Sunday … 6 = Saturday.
//
// - An active rule gives every (date, time) of its weekdays and times between date_from and
//   date_to (open-ended when empty), with its capacity, price override and cut-off.
// - Two rules at the same date and time: the one that starts later wins (the more specific one),
//   then the later id; an extra departure replaces a rule's departure at the same time.
// - A blackout (of the option, or of every option when it names none) closes the departures of
//   its days (of its times only, when it lists some): they stay as closed slots, so the calendar
//   and the storefront show the day closed and a regenerate after the blackout ends opens them.

const DAY_MS = 86400000;

const dayNumber = (date) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (number) => new Date(number * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (number) => (((number + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday

/** The date `days` after `date`. */
const addDays = (date, days) => dateOf(dayNumber(date) + days);

const inRange = (date, from, to) => date >= from && (!to || date <= to);

/**
 * input: { option, rules: [{ id, option, weekdays, start_times, date_from, date_to, capacity,
 *   price_overrides, booking_cutoff_minutes, status }], exceptions: [{ id, option, kind, date_from,
 *   date_to, start_times, capacity, price_overrides, booking_cutoff_minutes }], from, to }
 * → [{ date, start_time, capacity, price_overrides, booking_cutoff_minutes, status, source }] by date and time.
 */
function planSlots({ option, rules, exceptions, from, to }) {
  const planned = new Map();
  const key = (date, time) => `${date} ${time}`;
  const first = dayNumber(from);
  const last = dayNumber(to);
  const ordered = (rules || [])
    .filter((rule) => rule.status !== 'paused' && (!option || rule.option === option))
    .slice()
    .sort((a, b) => (a.date_from === b.date_from ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.date_from < b.date_from ? -1 : 1));
  for (const rule of ordered) {
    const weekdays = new Set(rule.weekdays || []);
    const start = Math.max(first, dayNumber(rule.date_from));
    const end = rule.date_to ? Math.min(last, dayNumber(rule.date_to)) : last;
    for (let day = start; day <= end; day += 1) {
      if (!weekdays.has(weekdayOf(day))) continue;
      const date = dateOf(day);
      for (const time of rule.start_times || []) {
        planned.set(key(date, time), {
          date,
          start_time: time,
          capacity: rule.capacity,
          price_overrides: rule.price_overrides || {},
          booking_cutoff_minutes: rule.booking_cutoff_minutes || 0,
          status: 'open',
          source: rule.id,
        });
      }
    }
  }
  const own = (exception) => !option || !exception.option || exception.option === option;
  const daysOf = (exception) => {
    const start = Math.max(first, dayNumber(exception.date_from));
    const end = Math.min(last, dayNumber(exception.date_to || exception.date_from));
    const days = [];
    for (let day = start; day <= end; day += 1) days.push(dateOf(day));
    return days;
  };
  for (const extra of (exceptions || []).filter((exception) => exception.kind === 'extra' && exception.option && own(exception))) {
    for (const date of daysOf(extra)) {
      for (const time of extra.start_times || []) {
        planned.set(key(date, time), {
          date,
          start_time: time,
          capacity: extra.capacity,
          price_overrides: extra.price_overrides || {},
          booking_cutoff_minutes: extra.booking_cutoff_minutes || 0,
          status: 'open',
          source: extra.id,
        });
      }
    }
  }
  const blackouts = (exceptions || []).filter((exception) => exception.kind === 'blackout' && own(exception));
  // The planned departures by date, so a blackout reads its own days only (a year of an option
  // with many blackout days was a scan of every departure per blackout day).
  const byDate = new Map();
  if (blackouts.length) {
    for (const slot of planned.values()) {
      const list = byDate.get(slot.date);
      if (list) list.push(slot);
      else byDate.set(slot.date, [slot]);
    }
  }
  for (const blackout of blackouts) {
    const times = blackout.start_times && blackout.start_times.length ? new Set(blackout.start_times) : null;
    for (const date of daysOf(blackout)) {
      for (const slot of byDate.get(date) || []) {
        if (!times || times.has(slot.start_time)) slot.status = 'closed';
      }
    }
  }
  return [...planned.values()].sort((a, b) => (a.date === b.date ? (a.start_time < b.start_time ? -1 : 1) : a.date < b.date ? -1 : 1));
}

/** The blackout days of the exceptions within [from, to] (for the calendar), as a sorted list. */
function blackoutDays(exceptions, from, to, option) {
  const days = new Set();
  for (const blackout of (exceptions || []).filter((exception) => exception.kind === 'blackout' && (!option || !exception.option || exception.option === option))) {
    const end = blackout.date_to || blackout.date_from;
    for (let day = dayNumber(blackout.date_from); day <= dayNumber(end); day += 1) {
      const date = dateOf(day);
      if (inRange(date, from, to)) days.add(date);
    }
  }
  return [...days].sort();
}

/**
 * The changes that turn the existing slots of one option into the planned ones. A slot holding
 * reservations is never changed or deleted (listed in `kept` when the plan differs from it); a
 * slot no rule made (schedule_rule empty) is adopted when it holds none.
 * existing: [{ id, date, start_time, capacity, reserved, status, price_overrides, booking_cutoff_minutes, schedule_rule }]
 * → { create: [planned], update: [{ id, ...planned }], remove: [id], kept: [{ id, date, start_time, reserved, reason }] }
 */
function diffSlots(planned, existing) {
  const byKey = new Map();
  for (const slot of existing) byKey.set(`${slot.date} ${slot.start_time}`, slot);
  const create = [];
  const update = [];
  const remove = [];
  const kept = [];
  const same = (slot, plan) =>
    Number(slot.capacity) === plan.capacity &&
    slot.status === plan.status &&
    Number(slot.booking_cutoff_minutes || 0) === plan.booking_cutoff_minutes &&
    slot.schedule_rule === plan.source &&
    JSON.stringify(sortedKeys(slot.price_overrides)) === JSON.stringify(sortedKeys(plan.price_overrides));
  for (const plan of planned) {
    const key = `${plan.date} ${plan.start_time}`;
    const slot = byKey.get(key);
    if (!slot) {
      create.push(plan);
      continue;
    }
    byKey.delete(key);
    if (same(slot, plan)) continue;
    if (Number(slot.reserved) > 0) {
      kept.push({ id: slot.id, date: slot.date, start_time: slot.start_time, reserved: Number(slot.reserved), capacity: Number(slot.capacity), reason: 'holds_reservations' });
      continue;
    }
    update.push({ id: slot.id, ...plan });
  }
  for (const slot of byKey.values()) {
    if (!slot.schedule_rule) continue; // made by hand (or before schedules): not the generator's
    if (Number(slot.reserved) > 0) {
      kept.push({ id: slot.id, date: slot.date, start_time: slot.start_time, reserved: Number(slot.reserved), capacity: Number(slot.capacity), reason: 'holds_reservations' });
      continue;
    }
    remove.push(slot.id);
  }
  return { create, update, remove, kept };
}

function sortedKeys(value) {
  const object = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const out = {};
  for (const name of Object.keys(object).sort()) out[name] = Number(object[name]);
  return out;
}

module.exports = { planSlots, diffSlots, blackoutDays, addDays, weekdayOf: (date) => weekdayOf(dayNumber(date)) };
