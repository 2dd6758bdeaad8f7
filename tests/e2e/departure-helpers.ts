// Paid orders made through the API as a traveller would (the checkout, then the sandbox gateway's
// page submitted as a browser form), for the staff departures screens' tests.
import { randomUUID } from 'node:crypto'
import { staffRequest } from '../support/e2e'
import { isoDay } from '../support/bookable-experience'

type OptionRow = { id: string; traveller_types: { key: string; price: number }[]; pickup_places: unknown[] | null }
type SlotRow = { id: string; date: string; start_time: string; option: string; experience: string }

export type PaidVoucher = { orderId: string; accessToken: string; bookingId: string; code: string }

/**
 * The first open departure 40 to 49 days ahead of the `skip`-th option (away from the days other
 * tests book) of per-person options without pickup or guest names, with 20 free seats.
 */
export async function emptyDeparture(baseURL: string, skip: number) {
  const filter = "pricing='per_person'&&guest_details_required=false&&max_per_booking>=4&&min_per_booking<=1&&experience.status='active'&&experience.expires_at=''"
  const { items: options } = await staffRequest<{ items: OptionRow[] }>(baseURL, 'GET', `/api/collections/options/records?perPage=200&sort=id&filter=${encodeURIComponent(filter)}`)
  const adults = options.filter((option) => !option.pickup_places?.length && option.traveller_types.some((type) => type.key === 'adult'))
  // One option per skip: the tests running side by side never share a departure.
  if (skip >= adults.length) throw new Error(`only ${adults.length} options to book, departure ${skip} asked for`)
  const picked = adults[skip]!
  const slotFilter = `option='${picked.id}'&&status='open'&&reserved=0&&date>='${isoDay(40)}'&&date<='${isoDay(49)}'`
  const { items: slots } = await staffRequest<{ items: SlotRow[] }>(baseURL, 'GET', `/api/collections/slots/records?perPage=20&sort=date,start_time&filter=${encodeURIComponent(slotFilter)}`)
  const slot = slots[0]
  if (!slot) throw new Error(`no empty departure for option ${picked.id}`)
  await staffRequest(baseURL, 'PATCH', `/api/collections/slots/records/${slot.id}`, { capacity: 20, reserved: 0, price_overrides: {} })
  return { ...slot, adultPrice: picked.traveller_types.find((type) => type.key === 'adult')!.price }
}

/** A guest's card checkout of one adult on the departure, paid on the sandbox page: its voucher. */
export async function paidVoucher(baseURL: string, departure: { id: string; adultPrice: number }, locale: 'ar' | 'en'): Promise<PaidVoucher> {
  const response = await fetch(`${baseURL}/api/store/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({
      items: [{ slotId: departure.id, travellers: { adult: 1 }, expectedTotal: departure.adultPrice }],
      leadGuest: { firstName: 'Sara', lastName: `Alharbi ${randomUUID().slice(0, 4)}`, email: `departure-${randomUUID()}@rihla.test`, countryCode: '+966', phone: '551234567' },
      paymentMethod: 'card',
      locale,
    }),
  })
  if (response.status !== 201) throw new Error(`checkout answered ${response.status}: ${await response.text()}`)
  const created = (await response.json()) as { order: { id: string; accessToken: string }; payment: { redirectUrl: string } }
  const form = new URLSearchParams({ lang: locale, action: 'pay', card_number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Sara Alharbi' })
  const paid = await fetch(`${baseURL}${created.payment.redirectUrl.split('?')[0]}`, { method: 'POST', body: form, redirect: 'manual' })
  if (paid.status !== 303) throw new Error(`the sandbox page answered ${paid.status}`)
  const view = await staffRequest<{ bookings: { id: string; voucherCode: string }[] }>(baseURL, 'GET', `/api/store/orders/${created.order.id}`)
  const booking = view.bookings[0]!
  if (!booking.voucherCode) throw new Error('the paid order has no voucher')
  return { orderId: created.order.id, accessToken: created.order.accessToken, bookingId: booking.id, code: booking.voucherCode }
}
