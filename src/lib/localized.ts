import type { Locale } from './locale'

type Bilingual<Name extends string> = { [K in `${Name}_ar` | `${Name}_en`]: string }

/** A record's text in the page's language (`name_ar` / `name_en`), falling back to the other. */
export function localized<Name extends string>(record: Bilingual<Name>, name: Name, locale: Locale): string {
  const own = record[`${name}_${locale}` as keyof Bilingual<Name>]
  const other = record[`${name}_${locale === 'ar' ? 'en' : 'ar'}` as keyof Bilingual<Name>]
  return own || other || ''
}
