/// <reference path="../pb_data/types.d.ts" />
// Verified reviews (issue 24, docs/decisions/042-verified-reviews.md):
//   - reviews gain the booking (one review per booking), the order, sub-scores, traveller type,
//     the activity's month, a status (published or hidden with a reason), helpful votes and the
//     operator's reply. Written only by the server (pb_hooks/lib/reviews); the public reads
//     published reviews without who wrote them (user, order and booking are hidden fields).
//   - review_votes: one "helpful" vote per signed-in person per review; server only.
//   - review_invitations: how many invitation mails a booking has had (at most three); server only.
// Reviews written before have status 'published' (and '' still counts as published everywhere).
/* global Field */
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    const { withRules } = require(`${__hooks}/lib/shared/rate-limit-rules.js`);
    const serverOnly = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null };
    const published = "status != 'hidden'";

    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.listRule = published;
    reviews.viewRule = published;
    reviews.createRule = null;
    reviews.updateRule = null;
    reviews.deleteRule = null;
    reviews.fields.getByName('user').hidden = true;
    const added = [
      f.relation('order', 'pbc_orders', { hidden: true, cascadeDelete: true }),
      f.relation('booking', 'pbc_bookings', { hidden: true, cascadeDelete: true }),
      f.select('status', ['published', 'hidden']),
      f.select('hide_reason', ['abuse', 'personal_data', 'not_about_experience'], { hidden: true }),
      f.date('hidden_at', { hidden: true }),
      f.relation('hidden_by', 'pbc_staff', { hidden: true }),
      f.integer('score_service', { min: 0, max: 5 }),
      f.integer('score_organisation', { min: 0, max: 5 }),
      f.integer('score_value', { min: 0, max: 5 }),
      f.integer('score_safety', { min: 0, max: 5 }),
      f.select('traveller_type', ['solo', 'couple', 'family', 'friends', 'business']),
      f.select('name_display', ['first_initial', 'first', 'anonymous'], { hidden: true }),
      f.text('activity_month', { max: 7, pattern: '^(\\d{4}-\\d{2})?$' }),
      f.integer('helpful_count', { min: 0 }),
      f.text('reply_text', { max: 2000 }),
      f.date('reply_at'),
      f.relation('reply_by', 'pbc_staff', { hidden: true }),
      f.date('edited_at'),
      // Until when its author may change it (written + 7 days).
      f.date('edit_until', { hidden: true }),
    ];
    for (const field of added) reviews.fields.add(new Field(field));
    reviews.addIndex('idx_reviews_booking', true, 'booking', "booking != ''");
    reviews.addIndex('idx_reviews_experience_status', false, 'experience, status, created', '');
    app.save(reviews);
    app.db().newQuery("UPDATE reviews SET status = 'published' WHERE coalesce(status, '') = ''").execute();

    app.save(
      new Collection({
        type: 'base',
        name: 'review_votes',
        ...serverOnly,
        fields: [f.relation('review', reviews.id, { required: true, cascadeDelete: true }), f.relation('user', '_pb_users_auth_', { required: true, cascadeDelete: true }), ...f.timestamps()],
        indexes: ['CREATE UNIQUE INDEX idx_review_votes_review_user ON review_votes (review, user)', 'CREATE INDEX idx_review_votes_user_created ON review_votes (user, created)'],
      }),
    );

    app.save(
      new Collection({
        type: 'base',
        name: 'review_invitations',
        ...serverOnly,
        fields: [f.relation('booking', 'pbc_bookings', { required: true, cascadeDelete: true }), f.integer('sent_count', { min: 0 }), f.date('last_sent_at'), ...f.timestamps()],
        indexes: ['CREATE UNIQUE INDEX idx_review_invitations_booking ON review_invitations (booking)'],
      }),
    );

    // Per client IP, besides the per-person limits in pb_hooks/lib/reviews/review-rules.js.
    const settings = app.settings();
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = withRules(settings.rateLimits.rules, [
      { label: 'POST /api/store/reviews', audience: '', maxRequests: 20, duration: 600 },
      { label: 'PATCH /api/store/reviews/', audience: '', maxRequests: 30, duration: 600 },
      { label: 'POST /api/store/reviews/', audience: '', maxRequests: 60, duration: 600 },
    ]);
    app.save(settings);
  },
  (app) => {
    const { withoutLabels } = require(`${__hooks}/lib/shared/rate-limit-rules.js`);
    const settings = app.settings();
    settings.rateLimits.rules = withoutLabels(settings.rateLimits.rules, ['POST /api/store/reviews', 'PATCH /api/store/reviews/', 'POST /api/store/reviews/']);
    app.save(settings);
    for (const name of ['review_invitations', 'review_votes']) app.delete(app.findCollectionByNameOrId(name));
    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.removeIndex('idx_reviews_booking');
    reviews.removeIndex('idx_reviews_experience_status');
    for (const name of ['order', 'booking', 'status', 'hide_reason', 'hidden_at', 'hidden_by', 'score_service', 'score_organisation', 'score_value', 'score_safety', 'traveller_type', 'name_display', 'activity_month', 'helpful_count', 'reply_text', 'reply_at', 'reply_by', 'edited_at', 'edit_until']) reviews.fields.removeByName(name);
    reviews.fields.getByName('user').hidden = false;
    reviews.listRule = '';
    reviews.viewRule = '';
    app.save(reviews);
  },
);
