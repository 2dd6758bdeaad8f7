// Paying money back through the gateway the order was paid with: the cancellation of a booking by
// its traveller (payments-http.js) or by staff (departures-http.js), and seats lost after payment.
// Runs only inside PocketBase ($app).

const gateways = require('./payment-gateways.js');
const payments = require('./payments-data.js');

/** Asks the gateway to pay back `amount` of the order's received payment and records it when accepted. */
function refundThroughGateway(orderId, amount, bookingId) {
  if (!(amount > 0)) return false;
  const paid = payments.paidPayment($app, orderId);
  const gateway = paid ? gateways.gatewayNamed(paid.provider) : null;
  if (!paid || !gateway) return false;
  try {
    const answer = gateway.refund({ sessionId: paid.provider_payment_id, providerPaymentId: paid.details.providerPaymentId || paid.provider_payment_id, amount });
    if (!answer.ok) {
      $app.logger().warn('refund refused by the gateway; left due for staff', 'order', orderId, 'amount', amount, 'error', answer.error || '');
      return false;
    }
    payments.recordRefund($app, { paymentId: paid.id, orderId, amount, bookingId, nowMs: Date.now() });
    return true;
  } catch (error) {
    $app.logger().warn('refund failed; left due for staff', 'order', orderId, 'amount', amount, 'error', String(error));
    return false;
  }
}

module.exports = { refundThroughGateway };
