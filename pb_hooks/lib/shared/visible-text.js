// One rule for text people write that others read: names, chat messages, offer requests and
// notes, reviews and replies (docs/decisions/053-invisible-characters.md). Text must read as it
// looks: '\u202Egnp.exe' shows as 'exe.png', a name can hide tag characters, a message can be
// nothing but zero-width spaces. Decided by Unicode property (invisible-characters-table.js,
// generated from Node's Unicode data, since the hooks' engine has no \p{…}), not a hand list:
//
//   - Bidi_Control (marks, embeddings, overrides, isolates): refused anywhere;
//   - Default_Ignorable_Code_Point (zero-width, fillers, tags, selectors…): refused, except the
//     few with a job inside text: ZWNJ between two Arabic-script letters (Persian words), ZWJ
//     between two emoji (family, profession emoji), a variation selector after a visible
//     character (❤️), and tag characters in a subdivision flag (🏴 + tags + cancel tag);
//   - text with no visible character at all (only invisible characters and spaces): refused.
// Pure.

const { DEFAULT_IGNORABLE, BIDI_CONTROL } = require('./invisible-characters-table.js');

function inRanges(ranges, code) {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (code < ranges[middle][0]) high = middle - 1;
    else if (code > ranges[middle][1]) low = middle + 1;
    else return true;
  }
  return false;
}

const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const BLACK_FLAG = 0x1f3f4;
const CANCEL_TAG = 0xe007f;

const isIgnorable = (code) => inRanges(DEFAULT_IGNORABLE, code);
const isBidiControl = (code) => inRanges(BIDI_CONTROL, code);
const isSelector = (code) => (code >= 0xfe00 && code <= 0xfe0f) || (code >= 0xe0100 && code <= 0xe01ef);
const isTag = (code) => code >= 0xe0020 && code <= 0xe007e;
const isSpace = (code) => /\s/.test(String.fromCodePoint(code));
/** Letters of the Arabic script's blocks (Arabic, Supplement, Extended-A/B, Presentation Forms). */
const isArabicLetter = (code) => (code >= 0x0620 && code <= 0x064a) || (code >= 0x066e && code <= 0x06d3) || (code >= 0x06fa && code <= 0x06ff) || (code >= 0x0750 && code <= 0x077f) || (code >= 0x0870 && code <= 0x08c9) || (code >= 0xfb50 && code <= 0xfdff) || (code >= 0xfe70 && code <= 0xfefc);
/** Pictographs that join into emoji sequences. */
const isEmoji = (code) => (code >= 0x1f000 && code <= 0x1faff) || (code >= 0x2600 && code <= 0x27bf) || code === 0x2640 || code === 0x2642 || code === 0x2695 || code === 0x2708;
const isVisible = (code) => code !== undefined && !isSpace(code) && !isIgnorable(code) && !isBidiControl(code);

/** The code points of a string. */
const codesOf = (text) => Array.from(text, (character) => character.codePointAt(0));

/**
 * What is wrong with a text, or null when nothing is.
 * → null | 'invisible_characters' (a refused character) | 'only_invisible' (nothing visible)
 */
function invisibleProblem(value) {
  if (typeof value !== 'string' || value === '') return null;
  const codes = codesOf(value);
  if (!codes.some(isVisible)) return 'only_invisible';
  for (let index = 0; index < codes.length; index += 1) {
    const code = codes[index];
    if (code === BLACK_FLAG) {
      // A subdivision flag: the black flag, 1–32 tag characters, the cancel tag.
      let end = index + 1;
      while (end < codes.length && isTag(codes[end])) end += 1;
      if (end > index + 1 && codes[end] === CANCEL_TAG) index = end;
      continue;
    }
    if (isBidiControl(code)) return 'invisible_characters';
    if (!isIgnorable(code)) continue;
    const before = codes[index - 1];
    const after = codes[index + 1];
    const allowed =
      (code === ZWNJ && isArabicLetter(before) && isArabicLetter(after)) ||
      (code === ZWJ && isEmoji(before === 0xfe0f ? codes[index - 2] : before) && isEmoji(after)) ||
      (isSelector(code) && isVisible(before));
    if (!allowed) return 'invisible_characters';
  }
  return null;
}

/** Whether a text holds a refused invisible or direction-changing character, or nothing visible. */
const hasInvisibleProblem = (value) => invisibleProblem(value) !== null;

module.exports = { invisibleProblem, hasInvisibleProblem, isIgnorable, isBidiControl };
