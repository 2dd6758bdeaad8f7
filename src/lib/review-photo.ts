// A traveller's photo of a review, as the review endpoints give it: WebP at the app's widths, `src`
// about 640 px wide, every width in `srcSet`. The server's contract (pb_hooks/lib/contracts/reviews-contract.js).
export type { ReviewPhoto } from '../../pb_hooks/lib/contracts/reviews-contract.js'
