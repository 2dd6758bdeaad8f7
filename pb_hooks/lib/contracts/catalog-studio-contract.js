// @ts-check
// The catalog studio's contract (docs/api.md "Catalog studio", docs/decisions/065–067): the fields
// a manager may edit on an experience, their kinds and limits, the states and the answers'
// shapes. The hooks validate with it (pb_hooks/lib/catalog-studio/studio-fields.js), the staff
// Catalog screen builds its editor from it, and tests/api/catalog-studio.test.ts is typed by it.

/** Stored `status` values. `active` is "published" (what every storefront query already shows). */
/** @typedef {'draft' | 'active' | 'unavailable' | 'archived'} StudioStatus */

/** @typedef {{ ar: string, en: string }} BilingualText */
/** @typedef {{ title_ar: string, title_en: string, text_ar: string, text_en: string, duration_minutes: number }} StudioItineraryStep */
/** @typedef {{ question_ar: string, question_en: string, answer_ar: string, answer_en: string }} StudioFaqEntry */
/** @typedef {{ key: string, name_ar: string, name_en: string, price: number }} StudioExtra */
/**
 * @typedef {{ address_ar: string, address_en: string, meeting_point_ar: string, meeting_point_en: string,
 *   instructions_ar: string, instructions_en: string, lat: number | null, lng: number | null }} StudioLocation
 */
/** @typedef {{ type: 'free' | 'tiered' | 'non_refundable', tiers: { minutes_before: number, penalty_percent: number }[] }} StudioCancellationPolicy */
/**
 * A photo as stored and shown (seeded or uploaded alike): files are `${src}-${width}.webp` at the
 * app's widths; the first is the cover. A save sends the list in its new order with each
 * `key` and alt texts; the rest is the server's (decision 071).
 * @typedef {{ key: string, src: string, width: number, height: number, placeholder: string, alt_ar: string, alt_en: string }} StudioImage
 */

/**
 * Every editable field of an experience, as stored (the product page reads the same names).
 * @typedef {{
 *   slug: string, title_ar: string, title_en: string, summary_ar: string, summary_en: string,
 *   description_ar: string, description_en: string, city: string, categories: string[], kind: string,
 *   labels: string[], languages: string[], occasions: string[], best_for: string[], time_of_day: string,
 *   duration_minutes: number, age_min: number, age_max: number,
 *   highlights: BilingualText[], includes: BilingualText[], excludes: BilingualText[], itinerary: StudioItineraryStep[],
 *   know_before_you_go: BilingualText[], what_to_bring: BilingualText[], not_suitable_for: BilingualText[], faq: StudioFaqEntry[],
 *   pickup_included: boolean, dropoff_included: boolean, tour_guide: boolean, extras: StudioExtra[],
 *   location: StudioLocation, cancellation_policy: StudioCancellationPolicy, images: StudioImage[] }} StudioFields
 */

/**
 * GET /api/store/staff/catalog/{id} and every write's answer. `updated`: the base a later save
 * must send. `missingTranslations`: field names with one language empty (publishing is refused
 * while any is listed).
 * @typedef {StudioFields & { id: string, status: StudioStatus, unavailable_reason_ar: string, unavailable_reason_en: string,
 *   price_from: number, updated: string, created: string }} StudioExperience
 */
/** @typedef {{ id: string, at: string, staffName: string, action: string, changes: Record<string, { before: unknown, after: unknown }> }} StudioAuditEvent */
/**
 * One way an experience is sold (an `options` row), as the editor edits it. Prices in halalas; a
 * per-item option has one type, the item. `booking_cutoff_minutes` 0 means the default hour.
 * @typedef {{ key: string, name_ar: string, name_en: string, age_min: number, age_max: number, price: number }} StudioTravellerType
 * @typedef {{ key: string, name_ar: string, name_en: string, address_ar: string, address_en: string, time: string }} StudioPickupPlace
 * @typedef {{ title_ar: string, title_en: string, description_ar: string, description_en: string, pricing: 'per_person' | 'per_item',
 *   traveller_types: StudioTravellerType[], min_per_booking: number, max_per_booking: number, pickup_places: StudioPickupPlace[], pay_later_allowed: boolean,
 *   guest_details_required: boolean, languages: string[], duration_minutes: number, booking_cutoff_minutes: number, sort: number }} StudioOptionFields
 * @typedef {StudioOptionFields & { id: string, updated: string }} StudioOption
 */
/** @typedef {{ experience: StudioExperience, options: StudioOption[], missingTranslations: string[], audit: StudioAuditEvent[], canEdit: boolean }} StudioDetail */

/** @typedef {{ id: string, slug: string, title_ar: string, title_en: string, city: string, status: StudioStatus, price_from: number, updated: string }} StudioListItem */
/** GET /api/store/staff/catalog?q=&city=&category=&status=&page= */
/** @typedef {{ items: StudioListItem[], page: number, totalPages: number, totalItems: number, canEdit: boolean }} StudioList */

/** @typedef {{ key: string, name_ar: string, name_en: string }} StudioChoice */
/** GET /api/store/staff/catalog/vocabulary: what the selects offer. */
/** @typedef {{ cities: (StudioChoice & { id: string, lat: number | null, lng: number | null })[], categories: (StudioChoice & { id: string })[], kinds: string[], labels: StudioChoice[], languages: StudioChoice[], occasions: StudioChoice[], best_for: StudioChoice[], time_of_day: StudioChoice[] }} StudioVocabulary */

/** POST /api/store/staff/catalog { fields } → 201 StudioDetail (a draft). */
/** @typedef {{ fields: Partial<StudioFields>, locale?: string }} StudioCreateRequest */
/** PATCH /api/store/staff/catalog/{id} { base, fields } → 200 StudioDetail, or 409 StudioConflict. */
/** @typedef {{ base: string, fields: Partial<StudioFields>, locale?: string }} StudioSaveRequest */
/** POST /api/store/staff/catalog/{id}/status { base, status, reason_ar?, reason_en? } → 200 StudioDetail. */
/** @typedef {{ base: string, status: StudioStatus, reason_ar?: string, reason_en?: string, locale?: string }} StudioStatusRequest */
/** The 409's `data.conflict`: who saved the experience after the editor loaded it, and when. */
/** @typedef {{ staffName: string, at: string, updated: string }} StudioConflict */
/** POST /api/store/staff/catalog/{id}/options { fields } → 201 StudioDetail (every field of a new option needed but the flags and lists). */
/** PATCH /api/store/staff/catalog/{id}/options/{optionId} { base: option.updated, fields } → 200 StudioDetail, or 409 StudioConflict. */
/**
 * POST /api/store/staff/catalog/{id}/photos?base=&locale= (multipart: one file `photo`) → 201
 * StudioDetail with the photo last in `images`, 409 StudioConflict on an older base, 413/415/422
 * for a file that is too large or not a usable picture (message in the manager's language).
 */

const STATUSES = /** @type {const} */ (['draft', 'active', 'unavailable', 'archived']);

/** Which state may follow which (decision 066): a draft is published; a published one is made unavailable or archived; an archived one comes back as a draft. */
const TRANSITIONS = {
  draft: ['active', 'archived'],
  active: ['unavailable', 'archived'],
  unavailable: ['active', 'archived'],
  archived: ['draft'],
};

const KINDS = /** @type {const} */ (['tour', 'activity', 'attraction', 'package', 'cruise', 'train', 'visa', 'flight', 'hotel', 'yacht', 'jetski', 'transfer', 'guide']);

/**
 * The editable fields by kind: text (max length; `pair` names the other language), key lists
 * from the vocabulary, numbers, flags and structured lists. The order is the editor's.
 */
const FIELDS = {
  slug: { kind: 'slug', max: 120 },
  title_ar: { kind: 'text', max: 200, pair: 'title_en', publishRequired: true },
  title_en: { kind: 'text', max: 200, pair: 'title_ar', publishRequired: true },
  summary_ar: { kind: 'text', max: 500, pair: 'summary_en' },
  summary_en: { kind: 'text', max: 500, pair: 'summary_ar' },
  description_ar: { kind: 'text', max: 20000, pair: 'description_en' },
  description_en: { kind: 'text', max: 20000, pair: 'description_ar' },
  city: { kind: 'city' },
  categories: { kind: 'categories', max: 13 },
  kind: { kind: 'choice', choices: KINDS },
  labels: { kind: 'keys', vocabulary: 'labels', max: 20 },
  languages: { kind: 'keys', vocabulary: 'languages', max: 20 },
  occasions: { kind: 'keys', vocabulary: 'occasions', max: 20 },
  best_for: { kind: 'keys', vocabulary: 'best_for', max: 20 },
  time_of_day: { kind: 'key', vocabulary: 'time_of_day' },
  duration_minutes: { kind: 'integer', min: 1, max: 60 * 24 * 30 },
  age_min: { kind: 'integer', min: 0, max: 120 },
  age_max: { kind: 'integer', min: 0, max: 120 },
  highlights: { kind: 'bilingual_list', max: 30 },
  includes: { kind: 'bilingual_list', max: 30 },
  excludes: { kind: 'bilingual_list', max: 30 },
  itinerary: { kind: 'itinerary', max: 40 },
  know_before_you_go: { kind: 'bilingual_list', max: 30 },
  what_to_bring: { kind: 'bilingual_list', max: 30 },
  not_suitable_for: { kind: 'bilingual_list', max: 30 },
  faq: { kind: 'faq', max: 30 },
  pickup_included: { kind: 'flag' },
  dropoff_included: { kind: 'flag' },
  tour_guide: { kind: 'flag' },
  extras: { kind: 'extras', max: 20 },
  location: { kind: 'location' },
  cancellation_policy: { kind: 'policy', max: 6 },
  images: { kind: 'images', max: 20 },
};

/** An option's editable fields (as FIELDS, checked by studio-option-fields.js). */
const OPTION_FIELDS = {
  title_ar: { kind: 'text', max: 200, required: true },
  title_en: { kind: 'text', max: 200, required: true },
  description_ar: { kind: 'text', max: 2000 },
  description_en: { kind: 'text', max: 2000 },
  pricing: { kind: 'choice', choices: ['per_person', 'per_item'] },
  traveller_types: { kind: 'traveller_types', max: 8 },
  // The fewest travellers (items) one booking holds; never above max_per_booking.
  min_per_booking: { kind: 'integer', min: 1, max: 100 },
  max_per_booking: { kind: 'integer', min: 1, max: 100 },
  pickup_places: { kind: 'pickup_places', max: 30 },
  pay_later_allowed: { kind: 'flag' },
  guest_details_required: { kind: 'flag' },
  languages: { kind: 'keys', vocabulary: 'languages', max: 20 },
  duration_minutes: { kind: 'integer', min: 0, max: 60 * 24 * 30 },
  booking_cutoff_minutes: { kind: 'integer', min: 0, max: 60 * 24 * 30 },
  sort: { kind: 'integer', min: 0, max: 1000 },
};

/** The field names, in the editor's order. */
const EDITABLE_FIELDS = /** @type {(keyof StudioFields)[]} */ (Object.keys(FIELDS));

const LIMITS = {
  listItem: 500,
  pageSize: 30,
  reason: 300,
  query: 100,
  extraPrice: 100000000, // 1 million SAR in halalas
  minutesBefore: 60 * 24 * 90,
  alt: 300,
  price: 100000000, // 1 million SAR in halalas, as extras
};

/** Photo uploads: the types the picker offers (the server trusts the bytes, not these), one file's cap, the narrowest 3:2 crop. */
const PHOTOS = {
  accept: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'],
  maxBytes: 15 * 1024 * 1024,
  minWidth: 960,
};

module.exports = { STATUSES, TRANSITIONS, KINDS, FIELDS, EDITABLE_FIELDS, OPTION_FIELDS, LIMITS, PHOTOS };
