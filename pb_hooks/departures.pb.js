/// <reference path="../pb_data/types.d.ts" />
// Departures and check-in for staff (docs/api.md "Departures", docs/decisions/045-departures-and-check-in.md):
// a day's departures, a departure's manifest and audit trail, checking a voucher in, and syncing
// check-ins made offline; a booking's no-show, note, move and cancellation; closing departures and days, capacity. Logic: pb_hooks/lib/departures/departures-http.js.
routerAdd('GET', '/api/store/staff/departures', (e) => require(`${__hooks}/lib/departures/departures-http.js`).listDay(e));
routerAdd('GET', '/api/store/staff/departures/{id}', (e) => require(`${__hooks}/lib/departures/departures-http.js`).departure(e));
routerAdd('GET', '/api/store/staff/departures-audit', (e) => require(`${__hooks}/lib/departures/departures-http.js`).dayAudit(e));
routerAdd('POST', '/api/store/staff/checkins', (e) => require(`${__hooks}/lib/departures/departures-http.js`).checkIn(e));
routerAdd('POST', '/api/store/staff/checkins/sync', (e) => require(`${__hooks}/lib/departures/departures-http.js`).sync(e));
routerAdd('POST', '/api/store/staff/bookings/{id}/no-show', (e) => require(`${__hooks}/lib/departures/departures-http.js`).noShow(e));
routerAdd('POST', '/api/store/staff/bookings/{id}/note', (e) => require(`${__hooks}/lib/departures/departures-http.js`).note(e));
routerAdd('POST', '/api/store/staff/bookings/{id}/move', (e) => require(`${__hooks}/lib/departures/departures-http.js`).move(e));
routerAdd('POST', '/api/store/staff/bookings/{id}/cancel', (e) => require(`${__hooks}/lib/departures/departures-http.js`).cancel(e));
routerAdd('POST', '/api/store/staff/departures/{id}/status', (e) => require(`${__hooks}/lib/departures/departures-http.js`).slotStatus(e));
routerAdd('POST', '/api/store/staff/departures/{id}/capacity', (e) => require(`${__hooks}/lib/departures/departures-http.js`).capacity(e));
routerAdd('POST', '/api/store/staff/days/{date}/status', (e) => require(`${__hooks}/lib/departures/departures-http.js`).dayStatus(e));
