// The hand-written demo content, gathered for the generator (scripts/seed/build-catalog.mjs).
export async function loadContent() {
  const [places, categories, vocab, experiences, reviews, site] = await Promise.all([
    import('./places.mjs'),
    import('./categories.mjs'),
    import('./vocab.mjs'),
    import('./experiences.mjs'),
    import('./reviews.mjs'),
    import('./site-content.mjs'),
  ]);
  return { places, categories, vocab, experiences, reviews, site };
}
