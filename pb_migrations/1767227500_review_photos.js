/// <reference path="../pb_data/types.d.ts" />
// Review photos (issue 24, docs/decisions/043-review-photos.md): up to five per review, each
// stored as WebP at the app's image widths (re-encoded by server/review_photos.go, so no EXIF or
// GPS survives). Written only by the server (pb_hooks/lib/reviews/review-photos-http.js). The
// files are served by PocketBase's file route; a download hook answers 404 unless the review is
// published, so a hidden review's photos stop being served at once.
migrate(
  (app) => {
    const f = require(`${__hooks}/lib/shared/schema-fields.js`);
    const reviews = app.findCollectionByNameOrId('reviews');
    app.save(
      new Collection({
        type: 'base',
        name: 'review_photos',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          f.relation('review', reviews.id, { required: true, cascadeDelete: true }),
          f.integer('position', { min: 0, max: 4 }),
          // The largest variant's size: the photo's aspect ratio for the page's layout.
          f.integer('width', { min: 1 }),
          f.integer('height', { min: 1 }),
          { type: 'file', name: 'files', maxSelect: 6, maxSize: 15 * 1024 * 1024, mimeTypes: ['image/webp'], protected: false, thumbs: [] },
          // [{ width, height, name }] in the order of `files`, largest first.
          f.json('variants', { maxSize: 4000 }),
          ...f.timestamps(),
        ],
        indexes: ['CREATE INDEX idx_review_photos_review ON review_photos (review, position)'],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('review_photos'));
  },
);
