// @ts-check
// The catalog's trust badges, in one place (docs/decisions/040-experience-badges.md): the
// server stores them on `experiences.badges` (experience-badges.js) and returns them in the
// search answers and the experiences collection; the app's cards and product page import the
// type. docs/api.md ("Badges") describes the same shape.

/** @typedef {'likely_to_sell_out' | 'best_seller' | 'free_cancellation' | 'instant_confirmation' | 'pay_later' | 'booked'} BadgeKey */

/**
 * One badge. `minutes`: free cancellation until this many minutes before the start (only
 * `free_cancellation`); `count`: confirmed bookings (only `booked`).
 * @typedef {{ key: BadgeKey, minutes?: number, count?: number }} ExperienceBadge
 */

/** Every badge key, in display order. */
const BADGE_KEYS = /** @type {const} */ (['likely_to_sell_out', 'best_seller', 'free_cancellation', 'instant_confirmation', 'pay_later', 'booked']);

module.exports = { BADGE_KEYS };
