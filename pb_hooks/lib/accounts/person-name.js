// People's names (customers, lead guests, travellers) must read as they look. Characters that
// are invisible or change the direction of the text around them are refused: a name stored as
// '\u202Egnp.exe' shows as 'exe.png' on a voucher, in the dashboard and in mails. Pure. (The
// hooks' JS engine has no \p{…} classes, so the characters are listed.)
//
//   U+00AD soft hyphen, U+061C Arabic letter mark, U+115F U+1160 U+3164 U+FFA0 Hangul fillers,
//   U+180E Mongolian vowel separator, U+200B–U+200F zero-width space, joiners and direction
//   marks, U+202A–U+202E embeddings and overrides, U+2060–U+2064 word joiner and invisible
//   operators, U+2066–U+206F isolates and deprecated format characters, U+FEFF BOM.
const INVISIBLE_OR_BIDI = /[\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0]/;

/** Whether a name holds a character that is invisible or changes the text's direction. */
function hasInvisibleCharacters(value) {
  return typeof value === 'string' && INVISIBLE_OR_BIDI.test(value);
}

module.exports = { hasInvisibleCharacters, INVISIBLE_OR_BIDI };
