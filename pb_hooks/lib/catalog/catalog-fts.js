// Search text → SQLite FTS5 match expressions. The index holds text folded by text-fold.js
// (experiences.search_text, and the folded names of cities and categories), so the query is
// folded the same way, then each word becomes a group of alternatives:
//   - Arabic: with and without the article ال ("رياض" finds "الرياض", "الدرعيه" finds "درعيه");
//   - English: a simple plural also tries the singular ("tours" finds "tour");
//   - the last word is a prefix ("riy" finds "riyadh") so results follow typing.
// Words are ANDed (every word must match); `any` ORs them (used for "close" suggestions).

const { foldText } = require('./text-fold.js');

const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;
const ARABIC = /[\u0621-\u064a]/;
const ARTICLE = '\u0627\u0644'; // ال

/** Folded, de-duplicated words of a query (at most 8, each at most 40 characters). */
function searchTokens(text) {
  const folded = foldText(text);
  if (!folded) return [];
  const tokens = [];
  for (const token of folded.split(' ')) {
    const word = token.slice(0, MAX_TOKEN_LENGTH);
    if (word && tokens.indexOf(word) === -1) tokens.push(word);
    if (tokens.length >= MAX_TOKENS) break;
  }
  return tokens;
}

/** The spellings a folded word may have in the index (itself first). */
function tokenAlternatives(token) {
  const alternatives = [token];
  const add = (value) => {
    if (value && alternatives.indexOf(value) === -1) alternatives.push(value);
  };
  if (ARABIC.test(token)) {
    if (token.indexOf(ARTICLE) === 0 && token.length >= 4) add(token.slice(2));
    else if (token.length >= 2) add(ARTICLE + token);
  } else if (/^[a-z]+$/.test(token) && token.length >= 4) {
    if (/(?:ches|shes|sses|xes)$/.test(token)) add(token.slice(0, -2));
    else if (/ies$/.test(token) && token.length >= 5) add(`${token.slice(0, -3)}y`);
    else if (/[^s]s$/.test(token)) add(token.slice(0, -1));
  }
  return alternatives;
}

/** One word as an FTS5 group: ("a" OR "b"), each a prefix when `prefix`. */
function tokenGroup(token, prefix) {
  const terms = tokenAlternatives(token).map((term) => `"${term.replace(/"/g, '')}"${prefix ? '*' : ''}`);
  return terms.length === 1 ? terms[0] : `(${terms.join(' OR ')})`;
}

/**
 * The FTS5 MATCH expression for the tokens, or '' when there are none.
 * options.prefixLast (default true): the last word matches as a prefix.
 * options.any: any word may match (OR) instead of every word (AND); every word is then a prefix.
 */
function matchExpression(tokens, options) {
  const opts = options || {};
  const prefixLast = opts.prefixLast !== false;
  if (!tokens || tokens.length === 0) return '';
  const groups = tokens.map((token, index) => tokenGroup(token, opts.any ? token.length >= 3 : prefixLast && index === tokens.length - 1));
  return groups.join(opts.any ? ' OR ' : ' AND ');
}

module.exports = { searchTokens, tokenAlternatives, matchExpression, MAX_TOKENS };
