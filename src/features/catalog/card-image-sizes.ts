/** The `sizes` of an experience card's image: a third of a wide screen, half a tablet's, a phone's width. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
