/// <reference path="../pb_data/types.d.ts" />
// Review moderation (issue 24, docs/decisions/047-review-moderation.md):
//   - reviews: a third status, `flagged` (contact details, links or a word of the abuse list in
//     the text: not public, not counted), why (`flag_reasons`), and who approved or restored a
//     review and when, beside the hide's `hidden_by`/`hidden_at`. All hidden fields; the public
//     collection rules read published reviews only.
//   - review_votes: guests vote too. `voter` is 'u:<user id>' for a signed-in customer and
//     'g:<sha256 of the browser's voter id>' for a guest, unique per review; `ip_hash` (the IP
//     hashed with the review's id, cleared after a day) caps guest votes per network and review.
/* global Field */
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    const published = "status != 'hidden' && status != 'flagged'";

    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.fields.getByName('status').values = ['published', 'flagged', 'hidden'];
    reviews.listRule = published;
    reviews.viewRule = published;
    const added = [
      f.text('flag_reasons', { hidden: true, max: 100 }),
      f.date('approved_at', { hidden: true }),
      f.relation('approved_by', 'pbc_staff', { hidden: true }),
      f.date('restored_at', { hidden: true }),
      f.relation('restored_by', 'pbc_staff', { hidden: true }),
    ];
    for (const field of added) reviews.fields.add(new Field(field));
    app.save(reviews);

    const votes = app.findCollectionByNameOrId('review_votes');
    votes.fields.getByName('user').required = false;
    votes.fields.add(new Field(f.text('voter', { max: 80 })));
    votes.fields.add(new Field(f.text('ip_hash', { max: 64 })));
    app.save(votes);
    app.db().newQuery("UPDATE review_votes SET voter = 'u:' || user WHERE coalesce(voter, '') = ''").execute();
    votes.removeIndex('idx_review_votes_review_user');
    votes.removeIndex('idx_review_votes_user_created');
    // Partial: the server always names the voter; a row written without one (the dashboard) collides with nothing.
    votes.addIndex('idx_review_votes_review_voter', true, 'review, voter', "voter != ''");
    votes.addIndex('idx_review_votes_voter_created', false, 'voter, created', '');
    votes.addIndex('idx_review_votes_review_ip', false, 'review, ip_hash, created', "ip_hash != ''");
    app.save(votes);
  },
  (app) => {
    const votes = app.findCollectionByNameOrId('review_votes');
    app.db().newQuery("DELETE FROM review_votes WHERE coalesce(user, '') = ''").execute();
    votes.removeIndex('idx_review_votes_review_voter');
    votes.removeIndex('idx_review_votes_voter_created');
    votes.removeIndex('idx_review_votes_review_ip');
    votes.addIndex('idx_review_votes_review_user', true, 'review, user', '');
    votes.addIndex('idx_review_votes_user_created', false, 'user, created', '');
    votes.fields.removeByName('voter');
    votes.fields.removeByName('ip_hash');
    votes.fields.getByName('user').required = true;
    app.save(votes);

    const reviews = app.findCollectionByNameOrId('reviews');
    app.db().newQuery("UPDATE reviews SET status = 'hidden', hide_reason = 'abuse' WHERE status = 'flagged'").execute();
    for (const name of ['flag_reasons', 'approved_at', 'approved_by', 'restored_at', 'restored_by']) reviews.fields.removeByName(name);
    reviews.fields.getByName('status').values = ['published', 'hidden'];
    reviews.listRule = "status != 'hidden'";
    reviews.viewRule = "status != 'hidden'";
    app.save(reviews);
  },
);
