// @ts-check
// Promo codes in the staff area (issue 35 item 7, docs/api.md "Promo codes"): the fields a manager
// sets, their limits, and the answers' shapes. The hooks validate with it
// (pb_hooks/lib/catalog-studio/promo-fields.js), the staff Promo codes screen is typed by it, and
// so is tests/api/promo-studio.test.ts. Checkout applies the codes (checkout/promo-rules.js).

/**
 * A code as the manager edits it. `value`: a percent (1–100) or an amount in halalas. Dates are
 * Riyadh days, both included ('' = no limit). Limits of 0 mean none; `per_customer_limit` 1 is
 * "once per customer". `scope`: lists of ids, an empty list does not restrict.
 * @typedef {{ code: string, description_ar: string, description_en: string, type: 'percent' | 'fixed', value: number,
 *   min_subtotal: number, max_discount: number, starts_on: string, ends_on: string, usage_limit: number,
 *   per_customer_limit: number, scope: { experiences: string[], cities: string[], categories: string[] }, active: boolean }} PromoFields
 */
/** @typedef {PromoFields & { id: string, used_count: number, updated: string, created: string }} StaffPromo */
/** @typedef {{ id: string, orderNumber: string, email: string, amount: number, at: string }} PromoRedemption */
/** @typedef {{ id: string, at: string, staffName: string, action: string, changes: Record<string, { before: unknown, after: unknown }> }} PromoAuditEvent */

/** GET /api/store/staff/promos?q=&status=active|paused&page= */
/** @typedef {{ items: StaffPromo[], page: number, totalPages: number, totalItems: number, canEdit: boolean }} PromoList */
/** GET /api/store/staff/promos/{id} and every write's answer: the code, its last 50 redemptions, its trail. */
/** @typedef {{ promo: StaffPromo, redemptions: PromoRedemption[], redemptionCount: number, discountTotal: number, audit: PromoAuditEvent[], experiences: { id: string, title_ar: string, title_en: string }[], canEdit: boolean }} PromoDetail */
/** POST /api/store/staff/promos { fields } → 201 PromoDetail; PATCH /api/store/staff/promos/{id} { base, fields } → 200 PromoDetail or 409. */

const PROMO_LIMITS = {
  code: { min: 3, max: 40 },
  description: 200,
  amount: 100000000, // 1 million SAR in halalas
  uses: 1000000,
  scope: 50,
  pageSize: 30,
};

module.exports = { PROMO_LIMITS };
