// What a screen reader is given: Chromium's accessibility tree, read over the DevTools protocol.
// It is the tree Chromium hands NVDA, JAWS, VoiceOver, TalkBack and Orca through each platform's
// accessibility API, so a node's role, computed name, value, description and states here are what
// they announce (each in its own words and order).
import type { Page } from '@playwright/test'

export type Announcement = {
  role: string
  name: string
  value: string
  description: string
  /** The true states: focused, disabled, selected, checked, expanded, required… */
  states: string[]
  roleDescription: string | null
}

type AXValue = { value?: unknown }
type AXNode = { role?: AXValue; name?: AXValue; value?: AXValue; description?: AXValue; properties?: { name: string; value: AXValue }[] }

/** The announcement of the element `expression` evaluates to in the page (by default, the focused one). */
export async function announcementOf(page: Page, expression = 'document.activeElement'): Promise<Announcement> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression })
    if (!result.objectId) throw new Error(`${expression} is not an element`)
    const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId })
    const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { backendNodeId: node.backendNodeId, fetchRelatives: false })) as { nodes: AXNode[] }
    const [axNode] = nodes
    if (!axNode) throw new Error(`${expression} has no accessibility node`)
    const text = (field?: AXValue) => (field?.value === undefined ? '' : String(field.value))
    // The protocol hands aria-roledescription back as Latin-1 bytes (Arabic comes out garbled,
    // while the platform APIs get it right), so that one is read from the attribute.
    const { result: roleDescription } = await cdp.send('Runtime.callFunctionOn', {
      objectId: result.objectId,
      functionDeclaration: 'function () { return this.getAttribute("aria-roledescription") }',
      returnByValue: true,
    })
    return {
      role: text(axNode.role),
      name: text(axNode.name),
      value: text(axNode.value),
      description: text(axNode.description),
      states: (axNode.properties ?? []).filter((property) => property.value.value === true).map((property) => property.name),
      roleDescription: (roleDescription.value as string | null) ?? null,
    }
  } finally {
    await cdp.detach()
  }
}

/** What the page's live regions hold now, each region's text: what a screen reader speaks without a move of focus. */
export function liveRegionTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]')]
      .map((region) => region.textContent?.trim() ?? '')
      .filter((text) => text !== ''),
  )
}

/** The names of the links in the page's accessibility tree, wherever they are on the page: what a screen reader's list of links offers. */
export async function accessibleLinkNames(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: (AXNode & { ignored?: boolean })[] }
    return nodes.filter((node) => !node.ignored && node.role?.value === 'link').map((node) => String(node.name?.value ?? ''))
  } finally {
    await cdp.detach()
  }
}
