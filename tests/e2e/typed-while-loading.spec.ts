// A field that loads its suggestions widget on first use (src/lib/load-on-intent.tsx) must not
// lose what a traveller typed while it loaded: on a slow connection the widget's code arrives
// after the typing, and the list has to open then, as it would have on the typing.
import { expect, test } from '../support/app-test'

const SLOW_CHUNK_MS = 1500

const fields = [
  { name: 'home’s “Where to?”', chunk: /hero-city-combobox-[^/]*\.js$/, field: { ar: 'إلى أين؟', en: 'Where to?' } },
  { name: 'the header search', chunk: /search-suggestions-field-[^/]*\.js$/, field: { ar: 'ابحث في التجارب', en: 'Search experiences' } },
] as const

const languages = [
  { locale: 'ar', prefix: '', typed: 'الري', city: 'الرياض' },
  { locale: 'en', prefix: '/en', typed: 'riy', city: 'Riyadh' },
] as const

for (const field of fields) {
  for (const language of languages) {
    test(`${field.name} opens its list with what was typed while its code loaded (${language.locale})`, async ({ page }) => {
      await page.route(field.chunk, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_CHUNK_MS))
        await route.continue()
      })
      const loaded = page.waitForResponse(field.chunk)
      await page.goto(language.prefix || '/')
      const input = page.getByRole('combobox', { name: field.field[language.locale] })
      await input.click()
      await input.pressSequentially(language.typed)
      await loaded
      await expect(input).toHaveValue(language.typed)
      await expect(page.getByRole('option', { name: language.city, exact: true })).toBeVisible()
    })
  }
}
