// People's names (customers, lead guests, travellers) must read as they look: characters that
// are invisible or change the direction of the text around them are refused (a name stored as
// '\u202Egnp.exe' shows as 'exe.png' on a voucher, in the dashboard and in mails). The rule is
// the one shared by every text people write (lib/shared/visible-text.js). Pure.

const { hasInvisibleProblem } = require('../shared/visible-text.js');

/** Whether a name holds a character that is invisible or changes the text's direction, or nothing visible. */
// (Blank is the required check's to answer.)
const hasInvisibleCharacters = (value) => typeof value === 'string' && value.trim() !== '' && hasInvisibleProblem(value);

module.exports = { hasInvisibleCharacters };
