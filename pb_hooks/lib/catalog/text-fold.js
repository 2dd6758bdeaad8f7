// Folds text for matching: Arabic letter variants travellers type interchangeably, diacritics,
// tatweel, Latin case and accents. Used for the stored search text and for queries alike.

const ARABIC_DIACRITICS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed]/g;
const TATWEEL = /\u0640/g;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ → ا
const TAA_MARBUTA = /\u0629/g; // ة → ه
const ALEF_MAQSURA = /\u0649/g; // ى → ي
const LATIN_MARKS = /[\u0300-\u036f]/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
// Spelled out because the hooks' JS engine has no \p{…} classes.
const NOT_WORD = /[^0-9a-z\u00df-\u024f\u0621-\u064a\u066e-\u06d3]+/g;

/** Folded form of `input`: lower case, no accents or Arabic diacritics, letter variants unified. */
function foldText(input) {
  if (input === null || input === undefined) return '';
  return String(input)
    .normalize('NFKD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC')
    .replace(ARABIC_DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(ALEF_FORMS, '\u0627')
    .replace(TAA_MARBUTA, '\u0647')
    .replace(ALEF_MAQSURA, '\u064a')
    .replace(ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .toLowerCase()
    .replace(NOT_WORD, ' ')
    .trim();
}

module.exports = { foldText };
