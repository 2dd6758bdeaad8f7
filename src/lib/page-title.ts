/** The spec's title template: page title, separator, site name. */
export const TITLE_SEPARATOR = ' | '

export function documentTitle(pageTitle: string | undefined, siteName: string): string {
  return pageTitle ? `${pageTitle}${TITLE_SEPARATOR}${siteName}` : siteName
}

/** A page without its own title: the last path segment, dashes to spaces, words capitalised. */
export function fallbackTitle(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop()
  if (!last) return ''
  let segment = last
  try {
    segment = decodeURIComponent(last)
  } catch {
    // keep it as it came
  }
  return segment
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
