/// <reference path="../pb_data/types.d.ts" />
// Per-sender message allowances of the chat (issue 34, item 27) move from the app's memory to
// the database, so a restart inside a minute does not give a sender a fresh allowance:
// `chat_send_allowances`, one row per sender (a customer, chat guest or staff id) with the send
// times of the current window. Written by the server only; nobody reads it over the API.
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    const allowances = new Collection({
      id: 'pbc_chat_allowances',
      type: 'base',
      name: 'chat_send_allowances',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [f.text('sender', { required: true, max: 40 }), f.json('times', { maxSize: 20000 }), ...f.timestamps()],
      indexes: ['CREATE UNIQUE INDEX idx_chat_send_allowances_sender ON chat_send_allowances (sender)', 'CREATE INDEX idx_chat_send_allowances_updated ON chat_send_allowances (updated)'],
    });
    app.save(allowances);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('chat_send_allowances'));
  },
);
