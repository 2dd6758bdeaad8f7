// API rule expressions shared by the migrations of staff accounts and conversations
// (docs/decisions/030-staff-accounts.md, 031-chat-guests-and-realtime.md), so every collection
// states "staff", "the thread's customer" and "the thread's guest" the same way.
//
// Each owner check names the auth collection as well as the id: a guest thread has no `user`
// (''), and an unauthenticated request's @request.auth.id is '' too, so `user = @request.auth.id`
// alone would hand guest threads to anyone.

/** An active staff account (agent or manager). Deactivated staff keep nothing. */
const STAFF = "(@request.auth.collectionName = 'staff' && @request.auth.active = true)";

/** An active manager. */
const MANAGER = "(@request.auth.collectionName = 'staff' && @request.auth.active = true && @request.auth.role = 'manager')";

/** The signed-in customer named by `field` (a relation to users). */
const customerOwns = (field) => `(@request.auth.collectionName = 'users' && ${field} = @request.auth.id)`;

/** The chat guest (a device's hidden identity) named by `field` (a relation to chat_guests). */
const guestOwns = (field) => `(@request.auth.collectionName = 'chat_guests' && ${field} = @request.auth.id)`;

/** The traveller of a thread-scoped row (`prefix` '' for chat_threads, 'thread.' for its children), or staff. */
const threadReaders = (prefix) => `${customerOwns(`${prefix}user`)} || ${guestOwns(`${prefix}guest`)} || ${STAFF}`;

module.exports = { STAFF, MANAGER, customerOwns, guestOwns, threadReaders };
