// Matching of cities and categories (catalog_places rows, names folded by text-fold.js) for the
// header's suggestions as you type, and for "close" suggestions when a search finds nothing
// (typos: a small edit distance). Pure.

const { tokenAlternatives } = require('./catalog-fts.js');

const ARTICLE = '\u0627\u0644';

/** A word without the Arabic article (for comparisons). */
const bare = (word) => (word.indexOf(ARTICLE) === 0 && word.length >= 4 ? word.slice(2) : word);

/** Levenshtein distance of a and b, or max + 1 as soon as it is known to exceed max. */
function editDistance(a, b, max) {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = [];
  for (let j = 0; j <= b.length; j += 1) previous.push(j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charAt(i - 1) === b.charAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}

/** Edits allowed for a typed word of this length: none under 4 letters, 1 up to 6, then 2. */
const allowedEdits = (length) => (length < 4 ? 0 : length <= 6 ? 1 : 2);

/**
 * How well one typed word matches a place's words: 3 exact, 2 prefix (the word being typed),
 * 1 close (a typo), 0 not at all.
 */
function wordScore(token, words, fuzzy) {
  const alternatives = tokenAlternatives(token);
  let best = 0;
  for (const word of words) {
    for (const alternative of alternatives) {
      if (word === alternative) return 3;
      if (word.indexOf(alternative) === 0) best = Math.max(best, 2);
    }
    if (fuzzy && best < 1) {
      const edits = allowedEdits(bare(token).length);
      if (edits > 0 && editDistance(bare(token), bare(word), edits) <= edits) best = 1;
    }
  }
  return best;
}

/**
 * Places whose names match the typed words, best first.
 * places: [{ kind, id, slug, name_ar, name_en, body, popular, sort }]
 * options: { fuzzy: allow typos; all: every word must match (default), else any word; limit }
 */
function matchPlaces(tokens, places, options) {
  const opts = options || {};
  const limit = opts.limit || 5;
  if (!tokens || tokens.length === 0) return [];
  const scored = [];
  for (const place of places || []) {
    const words = String(place.body || '')
      .split(' ')
      .filter((word) => word !== '');
    let total = 0;
    let matched = 0;
    for (const token of tokens) {
      const score = wordScore(token, words, Boolean(opts.fuzzy));
      if (score > 0) matched += 1;
      total += score;
    }
    const ok = opts.all === false ? matched > 0 : matched === tokens.length;
    if (ok) scored.push({ place, total });
  }
  scored.sort((a, b) => b.total - a.total || (b.place.popular ? 1 : 0) - (a.place.popular ? 1 : 0) || (Number(a.place.sort) || 0) - (Number(b.place.sort) || 0) || (a.place.slug < b.place.slug ? -1 : 1));
  return scored.slice(0, limit).map((entry) => entry.place);
}

/**
 * The `suggestions` of a search that found nothing: close cities and categories, then the
 * given experiences (close matches or popular ones), without duplicates, at most `limit`.
 */
function noResultSuggestions(input) {
  const suggestions = [];
  const seen = {};
  const push = (entry) => {
    const key = `${entry.type}:${entry.slug}`;
    if (seen[key] || suggestions.length >= (input.limit || 10)) return;
    seen[key] = true;
    suggestions.push(entry);
  };
  for (const place of input.places || []) {
    push({ type: place.kind === 'city' ? 'city' : 'category', slug: place.slug, name_ar: place.name_ar, name_en: place.name_en });
  }
  for (const experience of input.experiences || []) {
    push({ type: 'experience', slug: experience.slug, name_ar: experience.title_ar, name_en: experience.title_en, citySlug: experience.citySlug || '' });
  }
  return suggestions;
}

module.exports = { editDistance, matchPlaces, noResultSuggestions, wordScore };
