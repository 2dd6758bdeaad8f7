// Characters refused in people's names, as the server refuses them (pb_hooks/lib/accounts/person-name.js):
// invisible ones and those that change the direction of the text around them, so a name reads
// as it looks on vouchers and in mails.
const INVISIBLE_OR_BIDI = /[\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0]/

/** Whether a name holds a character that is invisible or changes the text's direction. */
export const hasInvisibleCharacters = (value: string) => INVISIBLE_OR_BIDI.test(value)
