/// <reference path="../pb_data/types.d.ts" />
// Schedules for staff (docs/api.md "Schedules", docs/decisions/062-schedules-and-generated-slots.md):
// an experience's rules, exceptions, calendar and a preview for everyone on staff; writes for
// managers; the daily job that keeps the rolling horizon filled. Logic: pb_hooks/lib/schedules/.
routerAdd('GET', '/api/store/staff/schedules/{id}', (e) => require(`${__hooks}/lib/schedules/schedule-http.js`).overview(e));
routerAdd('GET', '/api/store/staff/schedules/{id}/calendar', (e) => require(`${__hooks}/lib/schedules/schedule-http.js`).calendar(e));
routerAdd('POST', '/api/store/staff/schedules/{id}/preview', (e) => require(`${__hooks}/lib/schedules/schedule-http.js`).preview(e));
routerAdd('POST', '/api/store/staff/schedules/{id}/rules', (e) => require(`${__hooks}/lib/schedules/schedule-http.js`).createRule(e));
routerAdd('PATCH', '/api/store/staff/schedule-rules/{id}', (e) => require(`${__hooks}/lib/schedules/schedule-http.js`).updateRule(e));
routerAdd('DELETE', '/api/store/staff/schedule-rules/{id}', (e) => require(`${__hooks}/lib/schedules/schedule-http.js`).deleteRule(e));
routerAdd('POST', '/api/store/staff/schedules/{id}/exceptions', (e) => require(`${__hooks}/lib/schedules/schedule-http.js`).createException(e));
routerAdd('PATCH', '/api/store/staff/schedule-exceptions/{id}', (e) => require(`${__hooks}/lib/schedules/schedule-http.js`).updateException(e));
routerAdd('DELETE', '/api/store/staff/schedule-exceptions/{id}', (e) => require(`${__hooks}/lib/schedules/schedule-http.js`).deleteException(e));
routerAdd('POST', '/api/store/staff/schedules-run', (e) => require(`${__hooks}/lib/schedules/schedule-http.js`).run(e));

// The rolling horizon: every night (03:10 Riyadh, 00:10 UTC) the next day enters the window.
cronAdd('rihla_schedule_horizon', '10 0 * * *', () => {
  const { fillHorizon } = require(`${__hooks}/lib/schedules/schedule-data.js`);
  const totals = fillHorizon($app, Date.now());
  if (totals.created || totals.deleted) console.log(`schedules: ${totals.created} departures made, ${totals.deleted} removed up to ${totals.to}`);
});
