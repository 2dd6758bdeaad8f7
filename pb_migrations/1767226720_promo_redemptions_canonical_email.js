/// <reference path="../pb_data/types.d.ts" />
// Once-per-customer promo codes compare customers by the canonical form of their checkout email
// (pb_hooks/lib/accounts/canonical-email.js): case, plus tags and Gmail's dots are ignored. Existing
// redemptions get theirs here; new ones are written with it by the checkout.
/* global Field, arrayOf */
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    const { canonicalEmail } = require(`${__hooks}/lib/accounts/canonical-email.js`);
    const redemptions = app.findCollectionByNameOrId('promo_redemptions');
    redemptions.fields.add(new Field(f.text('email_canonical', { max: 254 })));
    redemptions.addIndex('idx_promo_redemptions_promo_email_canonical', false, 'promo, email_canonical', '');
    app.save(redemptions);
    const rows = arrayOf(new DynamicModel({ id: '', email: '' }));
    app.db().newQuery("SELECT id, coalesce(email, '') AS email FROM promo_redemptions").all(rows);
    for (const row of rows) {
      app.db().newQuery('UPDATE promo_redemptions SET email_canonical = {:canonical} WHERE id = {:id}').bind({ id: row.id, canonical: canonicalEmail(row.email) }).execute();
    }
  },
  (app) => {
    const redemptions = app.findCollectionByNameOrId('promo_redemptions');
    redemptions.removeIndex('idx_promo_redemptions_promo_email_canonical');
    redemptions.fields.removeByName('email_canonical');
    app.save(redemptions);
  },
);
