// The hand-written demo content, gathered for the generator (scripts/seed/build-catalog.mjs).
export async function loadContent() {
  const [places, categories, vocab, experiences, reviews, site, trust] = await Promise.all([
    import('./places.mjs'),
    import('./categories.mjs'),
    import('./vocab.mjs'),
    import('./experiences.mjs'),
    import('./reviews.mjs'),
    import('./site-content.mjs'),
    import('./experience-faqs.mjs'),
  ]);
  return { places, categories, vocab, experiences, reviews, site, experienceFaqs: trust.experienceFaqs };
}
