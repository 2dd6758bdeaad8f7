import type { Locale } from './locale'

// Decision 054: the parts of one line (a rating and a count, a date and a time, an age range and a
// price) are never joined with "·" on Arabic pages: between Arabic-Indic digits it reads as the
// Arabic zero "٠" ("٤٫٧ من ٥ · ٢٩" reads "٢٩٠٥"). Arabic joins them with its comma, English keeps
// the middle dot.
const separators: Record<Locale, string> = { ar: '، ', en: ' · ' }

/** What stands between two parts of a line in the page's language. */
export const inlineSeparator = (locale: Locale): string => separators[locale]

/** First-strong isolate … pop directional isolate: a part's digits and letters keep their order. */
export const isolate = (text: string): string => `\u2068${text}\u2069`

/**
 * The parts of a line as one string (a select's option label, an aria-label): each part isolated,
 * so neighbouring numbers never merge, joined by the page's separator. Empty parts are left out.
 */
export function joinInline(parts: readonly (string | null | undefined | false)[], locale: Locale): string {
  return parts.filter((part): part is string => Boolean(part)).map(isolate).join(inlineSeparator(locale))
}
