import type { Page } from '@playwright/test'

/**
 * Watches the page for a short-lived element (a toast shown for 1000 ms, a button pending for
 * 1.5 s) and remembers the text of each one that appeared. Polling from the test cannot be
 * trusted for these: on a loaded machine Playwright's looks came more than a second apart, and
 * a toast that was shown and closed between two looks failed the test although the app was
 * right (CI, 2026-11-23). A MutationObserver in the page sees every change.
 *
 * Call before the action; the returned function reads what was seen so far.
 */
export async function watchBriefAppearances(page: Page, selector: string): Promise<() => Promise<string[]>> {
  const key = `__rihlaSeen:${selector}`
  await page.evaluate(
    ({ key, selector }) => {
      // Each element's latest text while it was on the page, in order of appearance.
      const seen = new Map<Element, string>()
      const record = () => {
        for (const element of document.querySelectorAll(selector)) seen.set(element, element.textContent ?? '')
      }
      new MutationObserver(record).observe(document.documentElement, { childList: true, subtree: true, attributes: true, characterData: true })
      record()
      Object.assign(window, { [key]: seen })
    },
    { key, selector },
  )
  return () => page.evaluate((key) => [...((window as unknown as Record<string, Map<Element, string>>)[key]?.values() ?? [])], key)
}
