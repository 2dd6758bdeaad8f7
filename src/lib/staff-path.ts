// The tail of a staff screen's address (/staff/catalog/…, /staff/promos/…): empty (the list), one
// of the screen's words ("new") or a record id. Anything else is a 404 from the route's
// beforeLoad, so the server answers 404 too (a notFound thrown while rendering is a 200).
const RECORD_ID = /^[a-z0-9]{15}$/

export const isStaffPath = (tail: string | undefined, words: readonly string[] = []) => !tail || RECORD_ID.test(tail) || words.includes(tail)
