/// <reference path="../pb_data/types.d.ts" />
// The front desk (issue 37): the orders desk's search. Logic: pb_hooks/lib/front-desk/.
routerAdd('GET', '/api/store/staff/orders', (e) => require(`${__hooks}/lib/front-desk/orders-desk-http.js`).list(e));
