import { useLingui } from '@lingui/react'
import { isLocale, defaultLocale, type Locale } from './locale'

/** The active locale (set from the route before anything renders). */
export function useLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : defaultLocale
}
