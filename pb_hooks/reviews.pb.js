/// <reference path="../pb_data/types.d.ts" />
/* global onRecordCreateRequest, onRecordUpdateRequest, onRecordDeleteRequest */
// Verified reviews (docs/api.md "Reviews", docs/decisions/042-verified-reviews.md and
// 047-review-moderation.md): a booking's review by its traveller (flagged for staff when it has
// contact details or abuse), the product page's reviews, "helpful" votes (guests too), staff
// replies, approvals, hides and restores,
// and the job that sends review invitations after activities end.
// Logic: pb_hooks/lib/reviews/reviews-http.js and the modules it uses.
routerAdd('GET', '/api/store/orders/{id}/reviews', (e) => require(`${__hooks}/lib/reviews/reviews-http.js`).orderReviews(e));
routerAdd('GET', '/api/store/reviews/due', (e) => require(`${__hooks}/lib/reviews/reviews-http.js`).reviewsDue(e));
routerAdd('POST', '/api/store/reviews', (e) => require(`${__hooks}/lib/reviews/reviews-http.js`).createReview(e));
routerAdd('PATCH', '/api/store/reviews/{id}', (e) => require(`${__hooks}/lib/reviews/reviews-http.js`).updateReview(e));
routerAdd('POST', '/api/store/reviews/{id}/helpful', (e) => require(`${__hooks}/lib/reviews/reviews-http.js`).helpful(e));
routerAdd('GET', '/api/store/experiences/{id}/reviews', (e) => require(`${__hooks}/lib/reviews/reviews-http.js`).experienceReviews(e));
// Photos: one file per request; the size gate answers a declared oversized body in the
// request's language before PocketBase's body limit (priority -990) reads anything.
routerAdd(
  'POST',
  '/api/store/reviews/{id}/photos',
  (e) => require(`${__hooks}/lib/reviews/review-photos-http.js`).uploadPhoto(e),
  new Middleware((e) => require(`${__hooks}/lib/reviews/review-photos-http.js`).uploadSizeGate(e), -995),
  $apis.bodyLimit(16 * 1024 * 1024),
);
routerAdd('DELETE', '/api/store/reviews/{id}/photos/{photoId}', (e) => require(`${__hooks}/lib/reviews/review-photos-http.js`).deletePhoto(e));
routerAdd('GET', '/api/store/experiences/{id}/review-photos', (e) => require(`${__hooks}/lib/reviews/review-photos-http.js`).experiencePhotos(e));
onFileDownloadRequest((e) => require(`${__hooks}/lib/reviews/review-photos-http.js`).servePhoto(e), 'review_photos');
routerAdd('GET', '/api/store/staff/reviews', (e) => require(`${__hooks}/lib/reviews/reviews-http.js`).staffList(e));
routerAdd('POST', '/api/store/staff/reviews/{id}/reply', (e) => require(`${__hooks}/lib/reviews/reviews-http.js`).staffReply(e));
routerAdd('POST', '/api/store/staff/reviews/{id}/hide', (e) => require(`${__hooks}/lib/reviews/reviews-http.js`).staffHide(e));
routerAdd('POST', '/api/store/staff/reviews/{id}/approve', (e) => require(`${__hooks}/lib/reviews/reviews-http.js`).staffApprove(e));
routerAdd('POST', '/api/store/staff/reviews/{id}/restore', (e) => require(`${__hooks}/lib/reviews/reviews-http.js`).staffRestore(e));
routerAdd('POST', '/api/store/admin/reviews/invitations', (e) => require(`${__hooks}/lib/reviews/reviews-http.js`).adminInvitations(e), $apis.requireSuperuserAuth());

// Superusers' writes to reviews through the collection API (the dashboard) keep the aggregates too.
onRecordCreateRequest((e) => require(`${__hooks}/lib/reviews/review-collection-hooks.js`).recomputeAfterCollectionWrite(e), 'reviews');
onRecordUpdateRequest((e) => require(`${__hooks}/lib/reviews/review-collection-hooks.js`).recomputeAfterCollectionWrite(e), 'reviews');
onRecordDeleteRequest((e) => require(`${__hooks}/lib/reviews/review-collection-hooks.js`).recomputeAfterCollectionWrite(e), 'reviews');

// Review invitations: the first once a confirmed booking's activity has ended, then at most two
// reminders (3 and 7 days later), in the order's language; none once reviewed or after 90 days.
cronAdd('rihla_review_invitations', '*/15 * * * *', () => {
  try {
    const sent = require(`${__hooks}/lib/reviews/reviews-http.js`).sendInvitations(Date.now());
    if (sent > 0) $app.logger().info('review invitations sent', 'sent', sent);
  } catch (error) {
    $app.logger().error('review invitations failed', 'error', String(error));
  }
});

// Helpful votes keep a guest's network (hashed) for a day only: the per-network cap needs no more.
cronAdd('rihla_review_vote_networks', '7 * * * *', () => {
  try {
    require(`${__hooks}/lib/reviews/reviews-http.js`).forgetVoteNetworks(Date.now());
  } catch (error) {
    $app.logger().error('forgetting vote networks failed', 'error', String(error));
  }
});
