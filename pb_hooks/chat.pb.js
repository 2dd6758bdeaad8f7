/// <reference path="../pb_data/types.d.ts" />
// Conversations (docs/api.md "Conversations", docs/decisions/031-chat-guests-and-realtime.md):
// a device's chat identity, threads, messages, read receipts, typing notices, the staff inbox,
// and the job that forgets idle rate counters. Logic: pb_hooks/lib/conversations/chat-http.js.
routerAdd('POST', '/api/store/chat/guests', (e) => require(`${__hooks}/lib/conversations/chat-http.js`).createGuest(e));
routerAdd('POST', '/api/store/chat/guests/auth', (e) => require(`${__hooks}/lib/conversations/chat-http.js`).guestAuth(e));
routerAdd('POST', '/api/store/chat/guests/merge', (e) => require(`${__hooks}/lib/conversations/chat-http.js`).mergeGuest(e));
routerAdd('GET', '/api/store/chat/threads', (e) => require(`${__hooks}/lib/conversations/chat-http.js`).listThreads(e));
routerAdd('POST', '/api/store/chat/threads', (e) => require(`${__hooks}/lib/conversations/chat-http.js`).createThread(e));
routerAdd('GET', '/api/store/chat/threads/{id}', (e) => require(`${__hooks}/lib/conversations/chat-http.js`).threadView(e));
routerAdd('POST', '/api/store/chat/threads/{id}/messages', (e) => require(`${__hooks}/lib/conversations/chat-http.js`).postMessage(e));
routerAdd('POST', '/api/store/chat/threads/{id}/read', (e) => require(`${__hooks}/lib/conversations/chat-http.js`).markRead(e));
routerAdd('POST', '/api/store/chat/threads/{id}/typing', (e) => require(`${__hooks}/lib/conversations/chat-http.js`).typing(e));

routerAdd('GET', '/api/store/staff/threads', (e) => require(`${__hooks}/lib/conversations/chat-http.js`).inbox(e));
routerAdd('POST', '/api/store/staff/threads/{id}/close', (e) => require(`${__hooks}/lib/conversations/chat-http.js`).closeThread(e));
routerAdd('POST', '/api/store/staff/threads/{id}/reopen', (e) => require(`${__hooks}/lib/conversations/chat-http.js`).reopenThread(e));

// Per-sender message windows (in the database) and typing marks (in memory); idle ones are dropped.
cronAdd('rihla_chat_counters', '*/10 * * * *', () => {
  try {
    require(`${__hooks}/lib/conversations/chat-http.js`).forgetIdleCounters($app, Date.now());
  } catch (error) {
    $app.logger().error('chat counters not cleaned', 'error', String(error));
  }
});
