// Turns the hand-written content (scripts/seed/content) into the rows of every seeded table.
// Pure and deterministic: the same content, size, seed and day give the same rows.
import { createRequire } from 'node:module';
import { randomFor, recordId } from './random.mjs';
import { perPersonOptions, perItemOptions, startTimesByTimeOfDay, cancellationPolicies, extrasCatalog, currencies } from './catalog-options.mjs';
import { IMAGES_PER_THEME, MEDIA_VERSION } from './media.mjs';
import { meetingInstructions } from './content/meeting-instructions.mjs';

const require = createRequire(import.meta.url);
const { foldText } = require('../../pb_hooks/lib/catalog/text-fold.js');

export const SEED_TIMESTAMP = '2026-01-01 00:00:00.000Z';
const halalas = (sar) => Math.round(sar) * 100;
const roundPrice = (sar) => (sar < 100 ? Math.max(5, Math.round(sar / 5) * 5) : Math.round(sar / 10) * 10);

export function addDays(isoDate, days) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const timestamp = (isoDate, minutes = 0) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMinutes(minutes);
  return date.toISOString().replace('T', ' ');
};

const base = (table, key) => ({ id: recordId(table, key), created: SEED_TIMESTAMP, updated: SEED_TIMESTAMP });

function imageFor(theme, index, placeholders, alt) {
  const key = `${theme}-${(index % IMAGES_PER_THEME) + 1}`;
  return { key, src: `/media/${MEDIA_VERSION}/${key}`, width: 1536, height: 1024, placeholder: placeholders[key] || '', alt_ar: alt.ar, alt_en: alt.en };
}

// Title variants (private, sunset…) make sense for outings, not for visas, flights or hotels.
const VARIANT_KINDS = new Set(['tour', 'activity', 'attraction', 'package', 'cruise'])

/**
 * Which base entry and variant each experience comes from: every base first, then each variant
 * of the outings, then numbered departures of everything (only very large catalogs get those).
 */
function experiencePlan(baseExperiences, variants, count) {
  const plan = []
  for (let round = 0; plan.length < count; round += 1) {
    const variantIndex = round % (variants.length + 1) // 0 = the base itself
    const edition = Math.floor(round / (variants.length + 1))
    const variant = variantIndex === 0 ? null : variants[variantIndex - 1]
    for (const base of baseExperiences) {
      if (plan.length >= count) break
      if (variant && edition === 0 && !VARIANT_KINDS.has(base.kind)) continue
      plan.push({ base, variant, edition })
    }
  }
  return plan
}

function travellerTypesFor(option, experience, adultPrice, vocab) {
  if (option.pricing === 'per_item') {
    return [{ key: 'item', name_ar: option.unit_ar, name_en: option.unit_en, age_min: 0, age_max: 99, price: adultPrice }];
  }
  const types = [];
  for (const type of vocab.travellerTypes) {
    if (type.age_max < experience.age_min || type.age_min > experience.age_max) continue;
    const price = type.key === 'adult' ? adultPrice : type.key === 'child' ? halalas(roundPrice((adultPrice / 100) * 0.7)) : 0;
    types.push({ key: type.key, name_ar: type.name_ar, name_en: type.name_en, age_min: Math.max(type.age_min, experience.age_min), age_max: Math.min(type.age_max, experience.age_max), price });
  }
  if (!types.some((type) => type.key === 'adult')) types.unshift({ key: 'adult', name_ar: 'بالغ', name_en: 'Adult', age_min: 12, age_max: 99, price: adultPrice });
  return types;
}

/** Days of booking history the seed writes (the best-seller window is 30 of them). */
export const HISTORY_DAYS = 60;

/**
 * Confirmed bookings per day over the last HISTORY_DAYS days, before Rihla's own records (the
 * `booking_history` table; pb_hooks/lib/catalog/experience-badges-data.js counts them). Demand follows
 * the editorial best-seller label, a popular city and reviews; about a third sold nothing lately.
 * A stream of its own (`history:`), so the other seeded values stay as they were.
 */
function bookingHistoryRows({ seed, slug, experienceId, today, labels, popular, reviewCount }) {
  const random = randomFor(seed, `history:${slug}`);
  const tier = labels.has('best-seller') ? random.weighted([[2, 60], [1, 30], [0, 10]]) : random.weighted([[2, 6], [1, popular ? 40 : 28], [0, popular ? 54 : 66]]);
  const perDay = tier === 2 ? 1 + random.next() * 2.5 : tier === 1 ? 0.15 + random.next() * 0.5 + Math.min(reviewCount, 30) / 100 : random.chance(0.5) ? random.next() * 0.08 : 0;
  const rows = [];
  if (perDay <= 0) return rows;
  for (let day = 1; day <= HISTORY_DAYS; day += 1) {
    const count = Math.floor(perDay) + (random.next() < perDay - Math.floor(perDay) ? 1 : 0);
    if (count <= 0) continue;
    const date = addDays(today, -day);
    rows.push({ id: recordId('booking_history', `${slug}:${date}`), experience: experienceId, day: date, confirmed: count });
  }
  return rows;
}

/** Days from today whose seats the seed partly books for experiences in demand (the sell-out window is 7). */
export const DEMAND_DAYS = 7;

/**
 * Builds every table. Returns { tables: { name: rows[] }, slotPlans }, where slotPlans (one per
 * option) feed `scheduleRows()`: the departures come from schedules (decision 062).
 */
export function buildCatalog({ content, experienceCount = 520, today, seed = 'rihla', placeholders = {} }) {
  const { places, categories: categoryContent, vocab, experiences: experienceContent, reviews: reviewContent, site } = content;
  const experienceFaqs = content.experienceFaqs || {};
  const tables = {};

  const countryIds = new Map(places.countries.map((country) => [country.slug, recordId('countries', country.slug)]));
  tables.countries = places.countries.map((country, index) => ({
    ...base('countries', country.slug),
    slug: country.slug,
    code: country.code,
    name_ar: country.name_ar,
    name_en: country.name_en,
    summary_ar: country.summary_ar,
    summary_en: country.summary_en,
    currency: country.currency,
    image: imageFor(places.cities.find((city) => city.country === country.slug)?.theme || 'desert', index, placeholders, { ar: country.name_ar, en: country.name_en }),
    sort: index + 1,
  }));

  const cityBySlug = new Map(places.cities.map((city) => [city.slug, city]));
  const cityIds = new Map(places.cities.map((city) => [city.slug, recordId('cities', city.slug)]));
  const categoryByKind = new Map(categoryContent.categories.map((category) => [category.kind, category]));
  const categoryIds = new Map(categoryContent.categories.map((category) => [category.kind, recordId('categories', category.slug)]));

  const experiences = [];
  const options = [];
  const slotPlans = [];
  const reviews = [];
  const bookingHistory = [];
  const cityCounts = new Map();
  const categoryCounts = new Map();

  const plan = experiencePlan(experienceContent.baseExperiences, vocab.variants, experienceCount);
  for (const { base: entry, variant, edition } of plan) {
    const slug = [entry.key, variant?.key, edition > 0 ? `${edition + 1}` : null].filter(Boolean).join('-');
    const random = randomFor(seed, `experience:${slug}`);
    const id = recordId('experiences', slug);
    const city = cityBySlug.get(entry.city);
    const suffix = (language) => [variant ? variant[`suffix_${language}`] : null, edition > 0 ? (language === 'ar' ? `الرحلة ${new Intl.NumberFormat('ar-SA').format(edition + 1)}` : `Departure ${edition + 1}`) : null].filter(Boolean);
    const title = (language) => [entry[`title_${language}`], ...suffix(language)].join(' — ');
    const kinds = [entry.kind, ...(entry.extraKinds || [])].filter((kind, index, all) => all.indexOf(kind) === index);
    const policy = random.weighted(cancellationPolicies.map(({ weight, policy: value }) => [value, weight]));
    const labels = new Set([...(entry.labels || []), ...(variant?.labels || [])]);
    if (policy.type === 'free') labels.add('free-cancellation');
    else labels.delete('free-cancellation');
    const basePrice = roundPrice(entry.base_price_sar * (variant?.priceFactor || 1));
    // A variant makes a day's outing shorter or longer; a stay or package keeps its whole nights
    // (a 3-night package scaled by 1.3 had read "93 hours, 30 minutes").
    const durationFactor = entry.duration_minutes >= 1440 ? 1 : variant?.durationFactor || 1;
    const durationMinutes = Math.max(30, Math.round((entry.duration_minutes * durationFactor) / 15) * 15);
    const timeOfDay = variant?.timeOfDay && entry.pricing === 'per_person' ? variant.timeOfDay : entry.time_of_day;
    const unavailable = random.chance(0.02);
    const pickupIncluded = Boolean(entry.pickup || variant?.key === 'hotel-pickup');
    const imageCount = random.int(3, 5);
    const images = Array.from({ length: imageCount }, (_, index) => {
      const theme = index === 0 ? entry.theme : index === 1 ? city.theme : random.pick([entry.theme, city.theme, categoryByKind.get(entry.kind)?.theme || entry.theme]);
      return imageFor(theme, random.int(0, IMAGES_PER_THEME - 1) + index, placeholders, { ar: title('ar'), en: title('en') });
    });

    const optionTemplates = entry.pricing === 'per_item' ? perItemOptions[entry.kind] || perItemOptions.default : perPersonOptions;
    const optionCount = Math.min(optionTemplates.length, random.weighted([[1, 25], [2, 35], [3, 25], [4, 15]]));
    const chosenOptions = [optionTemplates[0], ...random.sample(optionTemplates.slice(1), optionCount - 1)];
    let priceFrom = Infinity;
    const experienceSlotPlans = [];
    chosenOptions.forEach((template, sort) => {
      const optionId = recordId('options', `${slug}:${template.key}`);
      const optionRandom = randomFor(seed, `option:${slug}:${template.key}`);
      const adultPrice = halalas(roundPrice(basePrice * template.priceFactor));
      priceFrom = Math.min(priceFrom, adultPrice);
      const option = { ...template, pricing: entry.pricing };
      const pickupPlaces = pickupIncluded
        ? (city.pickupPlaces || []).map((place, index) => ({ key: place.key, name_ar: place.name_ar, name_en: place.name_en, address_ar: place.address_ar, address_en: place.address_en, minutes_before: 30 + index * 15 }))
        : [];
      options.push({
        ...base('options', `${slug}:${template.key}`),
        experience: id,
        title_ar: template.title_ar,
        title_en: template.title_en,
        description_ar: template.description_ar || '',
        description_en: template.description_en || '',
        pricing: entry.pricing,
        traveller_types: travellerTypesFor(option, entry, adultPrice, vocab),
        max_per_booking: entry.pricing === 'per_item' ? optionRandom.int(1, 4) : optionRandom.pick([6, 8, 10, 12, 15, 20]),
        pickup_places: pickupPlaces,
        pay_later_allowed: optionRandom.chance(0.4),
        guest_details_required: ['visa', 'flight', 'train', 'hotel', 'package'].includes(entry.kind),
        languages: entry.languages,
        duration_minutes: durationMinutes,
        sort: sort + 1,
      });
      const times = startTimesByTimeOfDay[timeOfDay] || startTimesByTimeOfDay.morning;
      experienceSlotPlans.push({
        optionId,
        experienceId: id,
        key: `${slug}:${template.key}`,
        startTimes: times.slice(0, optionRandom.int(1, 2)),
        perItem: entry.pricing === 'per_item',
        closedWeekday: optionRandom.chance(0.25) ? optionRandom.pick([0, 1, 2, 3, 4, 5, 6]) : null,
        weekendUplift: optionRandom.chance(0.3),
        prices: Object.fromEntries(travellerTypesFor(option, entry, adultPrice, vocab).map((type) => [type.key, type.price])),
        expiresAt: null,
      });
    });

    const reviewCount = unavailable ? 0 : random.weighted([[0, 10], [random.int(1, 5), 30], [random.int(6, 15), 40], [random.int(16, 30), 20]]);
    let ratingSum = 0;
    for (let index = 0; index < reviewCount; index += 1) {
      const text = random.pick(reviewContent.reviewTexts);
      ratingSum += text.rating;
      reviews.push({
        ...base('reviews', `${slug}:${index}`),
        created: timestamp(addDays(today, -random.int(3, 400)), random.int(0, 1439)),
        experience: id,
        user: '',
        author_name: text.author,
        rating: text.rating,
        text: text.text,
        locale: text.locale,
        verified: random.chance(0.8),
        status: 'published',
      });
    }

    const expiresAt = random.chance(0.03) ? timestamp(addDays(today, random.int(90, 170))) : '';
    // In demand: most of the coming week's seats already taken (a stream of its own, `demand:`).
    const demand = !unavailable && randomFor(seed, `demand:${slug}`).chance(labels.has('likely-to-sell-out') ? 0.55 : 0.04);
    for (const slotPlan of experienceSlotPlans) slotPlans.push({ ...slotPlan, expiresAt: expiresAt ? expiresAt.slice(0, 10) : null, demand });

    const categoryNames = kinds.flatMap((kind) => [categoryByKind.get(kind)?.name_ar, categoryByKind.get(kind)?.name_en]);
    experiences.push({
      ...base('experiences', slug),
      slug,
      title_ar: title('ar'),
      title_en: title('en'),
      summary_ar: entry.summary_ar,
      summary_en: entry.summary_en,
      description_ar: entry.description_ar,
      description_en: entry.description_en,
      city: cityIds.get(entry.city),
      categories: kinds.map((kind) => categoryIds.get(kind)),
      kind: entry.kind,
      labels: [...labels],
      languages: entry.languages,
      occasions: entry.occasions,
      best_for: entry.best_for,
      time_of_day: timeOfDay,
      duration_minutes: durationMinutes,
      age_min: entry.age_min,
      age_max: entry.age_max,
      highlights: entry.highlights,
      includes: entry.includes,
      excludes: entry.excludes,
      itinerary: entry.itinerary,
      know_before_you_go: entry.know_before_you_go,
      what_to_bring: entry.what_to_bring,
      faq: experienceFaqs[entry.key]?.faq || [],
      not_suitable_for: experienceFaqs[entry.key]?.not_suitable_for || [],
      location: {
        address_ar: entry.address_ar,
        address_en: entry.address_en,
        meeting_point_ar: entry.meeting_point_ar,
        meeting_point_en: entry.meeting_point_en,
        ...meetingInstructions(entry.kind),
        lat: Number((entry.lat + (random.next() - 0.5) * 0.01).toFixed(5)),
        lng: Number((entry.lng + (random.next() - 0.5) * 0.01).toFixed(5)),
      },
      images,
      rating_avg: reviewCount ? Math.round((ratingSum / reviewCount) * 10) / 10 : 0,
      review_count: reviewCount,
      price_from: priceFrom,
      cancellation_policy: policy,
      pickup_included: pickupIncluded,
      dropoff_included: pickupIncluded && random.chance(0.8),
      tour_guide: Boolean(entry.tour_guide),
      extras: entry.pricing === 'per_person' && random.chance(0.35) ? random.sample(extrasCatalog, random.int(1, 2)) : [],
      status: unavailable ? 'unavailable' : 'active',
      expires_at: expiresAt,
      supplier: 'rihla',
      popularity: random.int(0, 600) + (city.popular ? 300 : 0) + (labels.has('best-seller') ? 200 : 0) + reviewCount * 5,
      search_text: foldText([title('ar'), title('en'), city.name_ar, city.name_en, ...categoryNames].join(' ')),
    });
    if (!unavailable) bookingHistory.push(...bookingHistoryRows({ seed, slug, experienceId: id, today, labels, popular: Boolean(city.popular), reviewCount }));
    if (!unavailable) {
      cityCounts.set(entry.city, (cityCounts.get(entry.city) || 0) + 1);
      for (const kind of kinds) categoryCounts.set(kind, (categoryCounts.get(kind) || 0) + 1);
    }
  }

  tables.cities = places.cities.map((city, index) => ({
    ...base('cities', city.slug),
    slug: city.slug,
    country: countryIds.get(city.country),
    name_ar: city.name_ar,
    name_en: city.name_en,
    summary_ar: city.summary_ar,
    summary_en: city.summary_en,
    lat: city.lat,
    lng: city.lng,
    popular: Boolean(city.popular),
    image: imageFor(city.theme, index, placeholders, { ar: city.name_ar, en: city.name_en }),
    experience_count: cityCounts.get(city.slug) || 0,
    sort: index + 1,
  }));
  tables.categories = categoryContent.categories.map((category, index) => ({
    ...base('categories', category.slug),
    slug: category.slug,
    kind: category.kind,
    name_ar: category.name_ar,
    name_en: category.name_en,
    description_ar: category.description_ar,
    description_en: category.description_en,
    image: imageFor(category.theme, index, placeholders, { ar: category.name_ar, en: category.name_en }),
    experience_count: categoryCounts.get(category.kind) || 0,
    sort: index + 1,
  }));
  tables.experiences = experiences;
  tables.options = options;
  tables.reviews = reviews;
  tables.booking_history = bookingHistory;

  tables.currencies = currencies.map((currency, index) => ({ ...base('currencies', currency.code), ...currency, sort: index + 1 }));

  tables.posts = site.posts.map((post, index) => ({
    ...base('posts', post.slug),
    slug: post.slug,
    title_ar: post.title_ar,
    title_en: post.title_en,
    excerpt_ar: post.excerpt_ar,
    excerpt_en: post.excerpt_en,
    body_ar: post.body_ar,
    body_en: post.body_en,
    image: imageFor(post.theme, index, placeholders, { ar: post.title_ar, en: post.title_en }),
    tags: post.tags || [],
    city: post.city ? cityIds.get(post.city) || '' : '',
    status: 'published',
    published_at: timestamp(post.published.slice(0, 10), 9 * 60),
  }));
  tables.faqs = site.faqs.map((faq, index) => ({ ...base('faqs', faq.key), key: faq.key, group: faq.group, question_ar: faq.question_ar, question_en: faq.question_en, answer_ar: faq.answer_ar, answer_en: faq.answer_en, sort: index + 1 }));
  tables.pages = Object.values(site.pages).map((page) => ({ ...base('pages', page.slug), slug: page.slug, title_ar: page.title_ar, title_en: page.title_en, body_ar: page.body_ar, body_en: page.body_en }));
  tables.testimonials = site.testimonials.map((item, index) => ({ ...base('testimonials', `${index}`), name_ar: item.name_ar, name_en: item.name_en, city_ar: item.city_ar, city_en: item.city_en, text_ar: item.text_ar, text_en: item.text_en, rating: item.rating, sort: index + 1 }));

  tables.promo_codes = site.promoCodes.map((promo) => ({
    ...base('promo_codes', promo.code),
    code: promo.code,
    description_ar: promo.description_ar,
    description_en: promo.description_en,
    type: promo.type,
    value: promo.type === 'fixed' ? halalas(promo.value) : promo.value,
    min_subtotal: halalas(promo.min_subtotal_sar || 0),
    max_discount: promo.max_discount_sar ? halalas(promo.max_discount_sar) : 0,
    starts_at: timestamp(addDays(today, -30)),
    ends_at: timestamp(addDays(today, 365)),
    usage_limit: promo.usage_limit || 0,
    per_customer_limit: promo.per_customer_limit || 0,
    used_count: 0,
    scope: promo.scope
      ? {
          cities: (promo.scope.cities || []).map((slug) => cityIds.get(slug)).filter(Boolean),
          categories: (promo.scope.kinds || []).map((kind) => categoryIds.get(kind)).filter(Boolean),
        }
      : {},
    active: true,
  }));

  const settings = {
    site_name: { ar: site.settings.site_name_ar, en: site.settings.site_name_en },
    site_description: { ar: site.settings.description_ar, en: site.settings.description_en },
    site_url: 'http://127.0.0.1:8090',
    site_image: `/media/${MEDIA_VERSION}/desert-1-1280.webp`,
    layout: 'default',
    default_currency: 'SAR',
    support_phone: site.settings.support_phone,
    support_whatsapp: site.settings.whatsapp,
    support_email: site.settings.support_email,
    hold_minutes: 15,
    pay_later_deadline_hours: 48,
    redirect_allow_list: [],
    // The filter vocabularies (names in both languages) the listings show; keys are stored on experiences.
    filters: {
      labels: vocab.labels.map(({ key, name_ar, name_en }) => ({ key, name_ar, name_en })),
      languages: vocab.languages.map(({ key, name_ar, name_en }) => ({ key, name_ar, name_en })),
      occasions: vocab.occasions.map(({ key, name_ar, name_en }) => ({ key, name_ar, name_en })),
      best_for: vocab.bestFor.map(({ key, name_ar, name_en }) => ({ key, name_ar, name_en })),
      time_of_day: vocab.timeOfDay.map(({ key, name_ar, name_en }) => ({ key, name_ar, name_en })),
    },
  };
  const privateSettings = new Set(['hold_minutes', 'pay_later_deadline_hours', 'redirect_allow_list']);
  tables.settings = Object.entries(settings).map(([key, value]) => ({ ...base('settings', key), key, value, public: !privateSettings.has(key) }));

  return { tables, slotPlans };
}

/**
 * Days of departures the seed's own generator run makes at most (as many as the seed wrote before
 * schedules, so it seeds as fast); the daily job makes the rest of the horizon.
 */
export const SEED_DAYS = 180;

/**
 * Days of blackouts the seed writes: the default horizon (365 days) and one, so the departures the
 * daily job makes after the seed's own run have closed days too. Sales only go on departures that
 * exist when the seed runs (SEED_DAYS); later ones are free, as a real schedule's are.
 */
export const SCHEDULE_DAYS = 366;

/**
 * The schedules that make the demo departures (decision 062). Per option: a rule for its days and
 * times (a second one for the weekend when its prices rise then; a closed weekday is left out, as
 * an operator would), a blackout for each random closed day, and the demo's sales — departures sold
 * out (reserved = capacity) and most of the coming week of experiences in demand. PocketBase's
 * generator makes the slots from them (pb_hooks/lib/catalog/seed-import.js), then the sales are
 * written on the slots it made.
 * → { rules, exceptions, sales: [[option, date, start_time, reserved]] }
 */
export function scheduleRows({ slotPlans, today, seed = 'rihla' }) {
  const rules = [];
  const exceptions = [];
  const sales = [];
  for (const plan of slotPlans) {
    const random = randomFor(seed, `slots:${plan.key}`);
    const demandRandom = plan.demand ? randomFor(seed, `demand-slots:${plan.key}`) : null;
    // One capacity per option, as its rules have one.
    const capacity = plan.perItem ? random.int(1, 6) : random.pick([8, 10, 12, 15, 20, 25, 30, 40]);
    const dateTo = plan.expiresAt ? addDays(plan.expiresAt, -1) : '';
    const open = [0, 1, 2, 3, 4, 5, 6].filter((day) => day !== plan.closedWeekday);
    // Fridays and Saturdays are the Saudi weekend.
    const weekend = open.filter((day) => day === 5 || day === 6);
    const rule = (key, weekdays, overrides) => ({
      ...base('schedule_rules', `${plan.key}:${key}`),
      option: plan.optionId,
      experience: plan.experienceId,
      weekdays,
      start_times: plan.startTimes,
      date_from: today,
      date_to: dateTo,
      capacity,
      price_overrides: overrides,
      booking_cutoff_minutes: 0,
      status: 'active',
    });
    if (plan.weekendUplift && weekend.length) {
      rules.push(rule('week', open.filter((day) => day < 5), {}));
      rules.push(rule('weekend', weekend, Object.fromEntries(Object.entries(plan.prices).map(([key, price]) => [key, Math.round((price * 1.15) / 500) * 500]))));
    } else {
      rules.push(rule('all', open, {}));
    }
    for (let day = 0; day < SCHEDULE_DAYS; day += 1) {
      const date = addDays(today, day);
      if (dateTo && date > dateTo) break;
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (weekday === plan.closedWeekday) continue;
      if (random.chance(0.02)) {
        exceptions.push({ ...base('schedule_exceptions', `${plan.key}:${date}`), experience: plan.experienceId, option: plan.optionId, kind: 'blackout', date_from: date, date_to: date, start_times: [], capacity: 0, price_overrides: {}, booking_cutoff_minutes: 0, reason: '' });
        continue;
      }
      for (const startTime of plan.startTimes) {
        // Sold out: every seat of that departure already sold.
        if (random.chance(day < 14 ? 0.12 : 0.03)) {
          if (day < SEED_DAYS) sales.push([plan.optionId, date, startTime, capacity]);
          continue;
        }
        // Seats of an in-demand experience's coming week already booked: 5–18 % left, at least one.
        if (demandRandom && day < DEMAND_DAYS && capacity > 1) sales.push([plan.optionId, date, startTime, capacity - Math.max(1, Math.round(capacity * (0.05 + demandRandom.next() * 0.13)))]);
      }
    }
  }
  return { rules, exceptions, sales };
}
