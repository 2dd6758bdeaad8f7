// The answers of POST /api/store/checkout (201, also replayed for a repeated Idempotency-Key)
// and GET /api/store/orders/{id}. Pure: plain rows in, the API's JSON out. Instants are ISO 8601
// ('2026-12-01T09:30:00.000Z'); amounts are SAR halalas.

/** PocketBase's 'YYYY-MM-DD HH:MM:SS.sssZ' as ISO 8601, or null when empty. */
function isoDate(value) {
  if (typeof value !== 'string' || value === '') return null;
  return value.replace(' ', 'T');
}

const orderBasics = (order) => {
  const out = {
    id: order.id,
    number: order.number,
    purchaseId: order.purchase_id,
    invoiceNumber: order.invoice_number || '',
    status: order.status,
    paymentMethod: order.payment_method,
    subtotal: order.subtotal || 0,
    discount: order.discount || 0,
    total: order.total || 0,
    currency: order.currency || 'SAR',
    promoCode: order.promo_code || '',
    created: isoDate(order.created),
  };
  if (order.payment_method === 'pay_later' && order.pay_by) out.payBy = isoDate(order.pay_by);
  return out;
};

/**
 * POST /api/store/checkout → 201 { order, bookings, payment }.
 * `payment` is null until the payments issue adds the hosted payment page.
 */
function checkoutResponse(order, accessToken, bookings) {
  return {
    order: { ...orderBasics(order), accessToken },
    bookings: bookings.map((booking) => ({
      id: booking.id,
      slotId: booking.slot,
      status: booking.status,
      holdExpiresAt: isoDate(booking.hold_expires_at),
      seats: booking.seats || 0,
      total: booking.total || 0,
    })),
    payment: null,
  };
}

/**
 * GET /api/store/orders/{id} → { order, bookings }.
 * bookings: rows with `experience_row` ({ id, slug, title_ar, title_en, images, city_slug }) and
 * `option_row` ({ id, title_ar, title_en, pricing }) beside the booking's own fields.
 */
function orderViewResponse(order, bookings) {
  return {
    order: { ...orderBasics(order), locale: order.locale || '', leadGuest: order.lead_guest || null },
    bookings: bookings.map((booking) => {
      const experience = booking.experience_row || {};
      const option = booking.option_row || {};
      return {
        id: booking.id,
        status: booking.status,
        slotId: booking.slot,
        experience: {
          id: booking.experience,
          slug: experience.slug || '',
          title_ar: experience.title_ar || '',
          title_en: experience.title_en || '',
          citySlug: experience.city_slug || '',
          image: Array.isArray(experience.images) && experience.images.length > 0 ? experience.images[0] : null,
        },
        option: { id: booking.option, title_ar: option.title_ar || '', title_en: option.title_en || '', pricing: option.pricing || '' },
        date: booking.date,
        startTime: booking.start_time,
        travellers: booking.travellers || {},
        unitPrices: booking.unit_prices || {},
        seats: booking.seats || 0,
        total: booking.total || 0,
        pickup: booking.pickup || null,
        guests: Array.isArray(booking.guests) ? booking.guests : [],
        cancellationPolicy: booking.cancellation_policy || null,
        holdExpiresAt: booking.status === 'held' ? isoDate(booking.hold_expires_at) : null,
        voucherCode: booking.voucher_code || '',
      };
    }),
  };
}

module.exports = { isoDate, checkoutResponse, orderViewResponse };
