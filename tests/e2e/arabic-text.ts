// How a test reads Arabic text: no "·" between figures (it reads as the Arabic zero "٠"), and no
// Latin digits except inside isolated left-to-right values (decision 054). Shared by the specs
// that walk Arabic screens.
import type { Locator } from '../support/app-test'

export const western = /[0-9]/
/** A middle dot with a figure on either side, whatever isolates or spaces stand between. */
export const dotBetweenFigures = /[0-9٠-٩][\s\u2068\u2069]*·[\s\u2068\u2069]*[0-9٠-٩]/

/**
 * The visible texts under `root` (and its select options) that hold a Latin digit outside an
 * isolated left-to-right value (`<bdi dir="ltr">`, `[dir="ltr"]`) or a form control's own value.
 */
export const latinDigitsOutsideLtr = (root: Locator) =>
  root.evaluate((element) => {
    const found: string[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Runs inside Unicode isolates (LRI/FSI … PDI) are isolated left-to-right values already.
      const text = (node.textContent ?? '').replace(/[\u2066\u2068][^\u2069]*\u2069/g, '')
      if (!/[0-9]/.test(text)) continue
      const parent = node.parentElement
      if (!parent || parent.closest('[dir="ltr"], script, style, template, textarea')) continue
      // A <bdi> holding no Arabic letter is an isolated Latin value (a name someone typed, a code).
      const isolate = parent.closest('bdi')
      if (isolate && !/[\u0600-\u06FF]/.test(isolate.textContent ?? '')) continue
      if (!parent.closest('option') && !parent.checkVisibility()) continue
      found.push(text.trim())
    }
    return found
  })

/** Every visible text (and select option) under `root` that puts "·" between two figures. */
export const dotsBetweenFigures = (root: Locator) =>
  root.evaluate((element, source) => {
    const pattern = new RegExp(source)
    const texts = [(element as HTMLElement).innerText, ...[...element.querySelectorAll('option')].map((option) => option.textContent ?? '')]
    return texts.filter((text) => pattern.test(text))
  }, dotBetweenFigures.source)
