// What each booking of an order was paid: its total less its share of the order's discount, in
// halalas, the shares adding up exactly to the order's total (the rounding remainder goes to the
// last booking). Pure. Used for refunds of lost seats and of cancellations.

/** @returns { [bookingId]: halalas } */
function bookingShares(order, bookings) {
  const shares = {};
  const subtotal = bookings.reduce((sum, booking) => sum + (Number(booking.total) || 0), 0);
  const total = Math.max(0, Number(order.total) || 0);
  let given = 0;
  bookings.forEach((booking, index) => {
    const own = Number(booking.total) || 0;
    const share = index === bookings.length - 1 ? total - given : subtotal > 0 ? Math.round((own * total) / subtotal) : 0;
    shares[booking.id] = Math.max(0, share);
    given += shares[booking.id];
  });
  return shares;
}

module.exports = { bookingShares };
