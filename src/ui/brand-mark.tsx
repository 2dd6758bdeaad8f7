/**
 * Rihla's mark, the drawing of public/favicon.svg, in the page itself: an <img> of an SVG file
 * makes the browser build a separate document for it, one of the longer tasks of a slow phone's
 * first load (decision 018). The server's render paints it too, from this component.
 */
export function BrandMark() {
  return (
    <svg className="brand__mark" width={32} height={32} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f5257" />
      <circle cx="44" cy="20" r="8" fill="#f6c27a" />
      <path d="M0 50 C16 36 28 38 40 44 S58 48 64 40 V64 H0 Z" fill="#e9a55a" />
    </svg>
  )
}
