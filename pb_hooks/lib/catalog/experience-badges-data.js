// Keeps `experiences.badges` current (docs/decisions/040-experience-badges.md): reads, in one
// query, every experience's cancellation policy, labels, pay-later options, the seats of the
// coming week and its confirmed bookings (Rihla's own and the imported history), lets
// experience-badges.js decide, and writes only the rows whose badges changed. Run by the cron in
// catalog.pb.js, at the end of the seed import, and by POST /api/store/admin/refresh-badges.
// Runs only inside PocketBase (uses DynamicModel, arrayOf).
/* global arrayOf */

const { RULES, bestSellers, experienceBadges } = require('./experience-badges.js');
const availability = require('./availability.js');

/**
 * Confirmed bookings from before Rihla kept its own (a supplier's history, the demo seed's):
 * one row per experience and day. Not a collection: nothing reads it but this module.
 */
const HISTORY_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS booking_history (
     id TEXT PRIMARY KEY NOT NULL,
     experience TEXT NOT NULL,
     day TEXT NOT NULL,
     confirmed INTEGER NOT NULL DEFAULT 0
   )`,
  'CREATE INDEX IF NOT EXISTS idx_booking_history_experience_day ON booking_history (experience, day)',
];

const jsonOr = (column, fallback) => `CASE WHEN json_valid(${column}) THEN ${column} ELSE '${fallback}' END`;

/**
 * One row per experience. Binds: today, until (first day after the window), since (the
 * best-seller window's first day), sinceTime (the same as a PocketBase datetime).
 */
const FIGURES_SQL = `WITH
  live AS (
    SELECT experience, count(*) AS total, sum(created >= {:sinceTime}) AS recent
    FROM bookings WHERE status = 'confirmed' GROUP BY experience
  ),
  past AS (
    SELECT experience, sum(confirmed) AS total, sum(CASE WHEN day >= {:since} THEN confirmed ELSE 0 END) AS recent
    FROM booking_history GROUP BY experience
  )
  SELECT e.id, coalesce(e.city, '') AS city,
    (coalesce(e.status, '') = 'active' AND (e.expires_at IS NULL OR e.expires_at = '' OR e.expires_at > {:now})) AS listed,
    ${jsonOr('e.cancellation_policy', 'null')} AS policy,
    ${jsonOr('e.labels', '[]')} AS labels,
    coalesce(${jsonOr('e.badges', '[]')}, '[]') AS current,
    EXISTS (SELECT 1 FROM options o WHERE o.experience = e.id AND o.pay_later_allowed = 1) AS pay_later,
    coalesce((SELECT sum(max(coalesce(s.capacity, 0), 0)) FROM slots s WHERE s.experience = e.id AND s.date >= {:today} AND s.date < {:until} AND s.status = 'open'), 0) AS capacity,
    coalesce((SELECT sum(max(coalesce(s.capacity, 0) - coalesce(s.reserved, 0), 0)) FROM slots s WHERE s.experience = e.id AND s.date >= {:today} AND s.date < {:until} AND s.status = 'open'), 0) AS remaining,
    coalesce(l.total, 0) + coalesce(p.total, 0) AS booked,
    coalesce(l.recent, 0) + coalesce(p.recent, 0) AS recent
  FROM experiences e LEFT JOIN live l ON l.experience = e.id LEFT JOIN past p ON p.experience = e.id`;

function createHistorySchema(app) {
  for (const sql of HISTORY_SCHEMA) app.db().newQuery(sql).execute();
}

const parse = (text, fallback) => {
  try {
    return JSON.parse(text);
  } catch (_error) {
    return fallback;
  }
};

/**
 * Recomputes every experience's badges and stores those that changed. `app` is $app or a
 * transaction's txApp. Returns { experiences, updated }.
 */
function refreshBadges(app, nowMs) {
  const now = nowMs === undefined ? Date.now() : nowMs;
  const today = availability.riyadhToday(now);
  const since = availability.addDays(today, -RULES.bestSellerDays);
  const rows = arrayOf(
    new DynamicModel({ id: '', city: '', listed: false, policy: '', labels: '', current: '', pay_later: false, capacity: 0, remaining: 0, booked: 0, recent: 0 }),
  );
  app
    .db()
    .newQuery(FIGURES_SQL)
    .bind({ today, until: availability.addDays(today, RULES.sellOutDays), since, sinceTime: `${since} 00:00:00.000Z`, now: availability.pbDateTime(now) })
    .all(rows);
  const figures = rows.map((row) => ({
    id: row.id,
    city: row.city,
    listed: Boolean(row.listed),
    policy: parse(row.policy, null),
    labels: parse(row.labels, []),
    current: row.current,
    payLater: Boolean(row.pay_later),
    seats: { capacity: row.capacity, remaining: row.remaining },
    booked: row.booked,
    recent: row.recent,
  }));
  const best = bestSellers(figures.filter((row) => row.listed));
  let updated = 0;
  for (const row of figures) {
    const badges = row.listed ? experienceBadges({ ...row, bestSeller: best.has(row.id) }) : [];
    const text = JSON.stringify(badges);
    if (JSON.stringify(parse(row.current, [])) === text) continue;
    app.db().newQuery('UPDATE experiences SET badges = {:badges} WHERE id = {:id}').bind({ badges: text, id: row.id }).execute();
    updated += 1;
  }
  return { experiences: figures.length, updated };
}

/** refreshBadges in a transaction of its own. */
function refreshBadgesNow(app) {
  let summary = null;
  app.runInTransaction((txApp) => {
    summary = refreshBadges(txApp);
  });
  return summary;
}

/** POST /api/store/admin/refresh-badges (superusers): { experiences, updated }. */
function refreshBadgesRoute(e) {
  e.response.header().set('Cache-Control', 'no-store');
  return e.json(200, refreshBadgesNow($app));
}

module.exports = { HISTORY_SCHEMA, FIGURES_SQL, createHistorySchema, refreshBadges, refreshBadgesNow, refreshBadgesRoute };
