// Names with characters that are invisible or change the direction of the text around them are
// refused, as the server refuses them (pb_hooks/lib/shared/visible-text.js, decision 053), so a
// name reads as it looks on vouchers and in mails. The browser has Unicode property classes;
// the exceptions (ZWNJ in Persian words, ZWJ in emoji, selectors, subdivision flags) are the server's.
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u
const BIDI = /^\p{Bidi_Control}$/u
const ARABIC_LETTER = /^[\u0620-\u064a\u066e-\u06d3\u06fa-\u06ff\u0750-\u077f\u0870-\u08c9\ufb50-\ufdff\ufe70-\ufefc]$/u
const EMOJI = /^[\u{1f000}-\u{1faff}\u{2600}-\u{27bf}\u2708]$/u
const SELECTOR = /^[\ufe00-\ufe0f\u{e0100}-\u{e01ef}]$/u
const TAG = /^[\u{e0020}-\u{e007e}]$/u

const visible = (character: string | undefined) => character !== undefined && !/^\s$/u.test(character) && !IGNORABLE.test(character) && !BIDI.test(character)

/** Whether a name holds a character that is invisible or changes the text's direction, or nothing visible. */
export function hasInvisibleCharacters(value: string): boolean {
  if (value.trim() === '') return false // blank is the required check's to answer
  const characters = Array.from(value)
  if (!characters.some(visible)) return true
  for (let index = 0; index < characters.length; index += 1) {
    const character = characters[index]!
    if (character === '\u{1f3f4}') {
      let end = index + 1
      while (end < characters.length && TAG.test(characters[end]!)) end += 1
      if (end > index + 1 && characters[end] === '\u{e007f}') index = end
      continue
    }
    if (BIDI.test(character)) return true
    if (!IGNORABLE.test(character)) continue
    const before = characters[index - 1]
    const after = characters[index + 1]
    const emojiBefore = before === '\ufe0f' ? characters[index - 2] : before
    const allowed =
      (character === '\u200c' && ARABIC_LETTER.test(before ?? '') && ARABIC_LETTER.test(after ?? '')) ||
      (character === '\u200d' && EMOJI.test(emojiBefore ?? '') && EMOJI.test(after ?? '')) ||
      (SELECTOR.test(character) && visible(before))
    if (!allowed) return true
  }
  return false
}
