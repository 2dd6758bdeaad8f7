// A traveller's photo of a review, as the review endpoints give it (docs/api.md "Reviews"):
// WebP at the app's widths, `src` about 640 px wide, every width in `srcSet`.
export type ReviewPhoto = { id: string; width: number; height: number; src: string; srcSet: string }
