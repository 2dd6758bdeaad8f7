// A busy button announces itself by reference to its own element (react-aria's isPending puts a
// role="img" aria-labelledby node in its live region). When the action ends by replacing the page
// or the form, the element goes and the announcement would stay for seconds as an image without a
// name (axe: role-img-alt). This removes only such orphans, from any live region, through the
// page's DOM: react-aria's own clearAnnouncer is not in its public API (only a private path), and
// it would also drop every other pending announcement.

/** Removes live-region announcements that name only elements no longer in the page. */
export function dropOrphanAnnouncements(root: Document = document): void {
  for (const node of root.querySelectorAll('[aria-live] [aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean)
    if (!ids.some((id) => root.getElementById(id))) node.remove()
  }
}
