/// <reference path="../pb_data/types.d.ts" />
// Payments (docs/api.md "Payments", docs/decisions/011-payments.md): the provider webhook,
// paying an order again, cancelling a booking, the sandbox gateway's hosted page, and the jobs
// that deliver delayed sandbox confirmations and send pay-later reminders.
routerAdd('POST', '/api/store/payments/{provider}/webhook', (e) => require(`${__hooks}/lib/payments/payments-http.js`).webhook(e));
routerAdd('POST', '/api/store/orders/{id}/pay', (e) => require(`${__hooks}/lib/payments/payments-http.js`).pay(e));
routerAdd('POST', '/api/store/orders/{id}/bookings/{bookingId}/cancel', (e) => require(`${__hooks}/lib/payments/payments-http.js`).cancel(e));
routerAdd('POST', '/api/store/admin/payments/sandbox/deliver', (e) => require(`${__hooks}/lib/payments/payments-http.js`).adminDeliverSandbox(e), $apis.requireSuperuserAuth());
routerAdd('POST', '/api/store/admin/payments/reminders', (e) => require(`${__hooks}/lib/payments/payments-http.js`).adminReminders(e), $apis.requireSuperuserAuth());

routerAdd('GET', '/pay/sandbox/{session}', (e) => require(`${__hooks}/lib/payments/payments-http.js`).sandboxPageView(e));
routerAdd('POST', '/pay/sandbox/{session}', (e) => require(`${__hooks}/lib/payments/payments-http.js`).sandboxPay(e));
routerAdd('GET', '/pay/sandbox/{session}/challenge', (e) => require(`${__hooks}/lib/payments/payments-http.js`).sandboxChallengeView(e));
routerAdd('POST', '/pay/sandbox/{session}/challenge', (e) => require(`${__hooks}/lib/payments/payments-http.js`).sandboxChallenge(e));

// The sandbox's delayed (3-D Secure-like) confirmations and retried deliveries.
cronAdd('rihla_sandbox_deliveries', '* * * * *', () => {
  try {
    require(`${__hooks}/lib/payments/payments-http.js`).deliverSandboxEvents(false);
  } catch (error) {
    $app.logger().error('sandbox deliveries failed', 'error', String(error));
  }
});

// A reminder mail a day before a pay-later reservation's deadline.
cronAdd('rihla_pay_later_reminders', '*/10 * * * *', () => {
  try {
    require(`${__hooks}/lib/payments/payments-http.js`).sendPayLaterReminders(Date.now());
  } catch (error) {
    $app.logger().error('pay-later reminders failed', 'error', String(error));
  }
});
