/// <reference path="../pb_data/types.d.ts" />
// One account per mailbox: customers' emails are kept in lower case (pb_hooks/accounts.pb.js
// lower-cases every save) and the unique email index compares without case, so PocketBase also
// finds an account by its email in any case (sign-in, password reset, email change).
// Existing rows are lower-cased. Where two accounts differ only in case, the one verified first
// (else the oldest) keeps the address; each other one gets a plus tag with its id
// (name+duplicate-<id>@example.com), so no sign-in is lost silently: staff see the list in the
// log and merge the accounts.
/* global arrayOf */
const EMAIL_INDEX = 'idx_email__pb_users_auth_';

migrate(
  (app) => {
    const duplicates = arrayOf(new DynamicModel({ id: '', email: '' }));
    app
      .db()
      .newQuery(
        `SELECT u.id AS id, u.email AS email FROM users u
         WHERE u.email != '' AND EXISTS (
           SELECT 1 FROM users k WHERE lower(k.email) = lower(u.email) AND k.id != u.id
             AND (k.verified > u.verified OR (k.verified = u.verified AND (k.created < u.created OR (k.created = u.created AND k.id < u.id)))))`,
      )
      .all(duplicates);
    for (const row of duplicates) {
      const email = row.email.toLowerCase();
      const at = email.lastIndexOf('@');
      const renamed = `${email.slice(0, at)}+duplicate-${row.id}${email.slice(at)}`;
      app.db().newQuery('UPDATE users SET email = {:email} WHERE id = {:id}').bind({ id: row.id, email: renamed }).execute();
      console.log(`users: ${row.email} (${row.id}) duplicates an account with the same address in another case; its address is now ${renamed}`);
    }
    app.db().newQuery("UPDATE users SET email = lower(email) WHERE email != lower(email)").execute();

    const users = app.findCollectionByNameOrId('users');
    users.removeIndex(EMAIL_INDEX);
    users.addIndex(EMAIL_INDEX, true, '`email` COLLATE NOCASE', "`email` != ''");
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.removeIndex(EMAIL_INDEX);
    users.addIndex(EMAIL_INDEX, true, '`email`', "`email` != ''");
    app.save(users);
  },
);
