// Text contrast (WCAG 2.1 AA, 1.4.3) beyond axe's own rule: axe decides text on plain
// backgrounds, and leaves "incomplete" the text it cannot judge (over images, gradients, other
// elements). Those are measured here from pixels: the element is photographed with its text
// hidden, and the text colour must reach 4.5:1 (3:1 for large text) against nearly all of
// what is behind it.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '../support/app-test'
import sharp from 'sharp'
import { firstRecord } from '../support/e2e'

type Experience = { slug: string; expand: { city: { slug: string } } }
type Rgb = [number, number, number]

/** The share of background pixels the text may fail against (anti-aliased edges, specks). */
const TOLERATED_SHARE = 0.05

function luminance([r, g, b]: Rgb) {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

function contrastRatio(a: Rgb, b: Rgb) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

type Subject = { color: Rgb; large: boolean; box: { x: number; y: number; width: number; height: number } }

/** The text colour, size class and box of an element axe could not judge; null when off screen or invisible. */
async function describe(page: Page, selector: string): Promise<Subject | null> {
  return page.evaluate((target) => {
    const element = document.querySelector(target) as HTMLElement | null
    if (!element) return null
    element.scrollIntoView({ block: 'center' })
    const style = getComputedStyle(element)
    const rect = element.getBoundingClientRect()
    if (!rect.width || !rect.height || style.visibility === 'hidden') return null
    const match = style.color.match(/[\d.]+/g)!.map(Number)
    const size = parseFloat(style.fontSize)
    const bold = Number(style.fontWeight) >= 700
    return {
      color: [match[0], match[1], match[2]] as [number, number, number],
      large: size >= 24 || (bold && size >= 18.66),
      box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
    }
  }, selector)
}

/** The element's box as painted with its text (and its descendants' text) transparent. */
async function backgroundPixels(page: Page, selector: string, box: Subject['box']): Promise<Rgb[]> {
  const viewport = page.viewportSize()!
  const clip = {
    x: Math.max(0, box.x),
    y: Math.max(0, box.y),
    width: Math.min(box.width, viewport.width - Math.max(0, box.x)),
    height: Math.min(box.height, viewport.height - Math.max(0, box.y)),
  }
  const style = await page.addStyleTag({ content: `${selector}, ${selector} * { color: transparent !important; text-shadow: none !important; caret-color: transparent !important; }` })
  const png = await page.screenshot({ clip, animations: 'disabled' })
  await style.evaluate((node) => (node as HTMLElement).remove())
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const pixels: Rgb[] = []
  for (let offset = 0; offset < data.length; offset += info.channels) pixels.push([data[offset]!, data[offset + 1]!, data[offset + 2]!])
  return pixels
}

async function undecidedTextProblems(page: Page, url: string) {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()
  const problems: string[] = []
  let measured = 0
  const undecided = results.incomplete.flatMap((rule) => rule.nodes)
  for (const node of undecided) {
    if (node.target.length !== 1) continue // no frames or shadow roots here
    const selector = String(node.target[0])
    const subject = await describe(page, selector)
    if (!subject) continue
    const pixels = await backgroundPixels(page, selector, subject.box)
    measured += 1
    const needed = subject.large ? 3 : 4.5
    const failing = pixels.filter((pixel) => contrastRatio(subject.color, pixel) < needed).length
    if (failing > pixels.length * TOLERATED_SHARE) {
      const worst = Math.min(...pixels.map((pixel) => contrastRatio(subject.color, pixel)))
      problems.push(`${url} ${selector}: ${Math.round((100 * failing) / pixels.length)} % of the background below ${needed}:1 (worst ${worst.toFixed(2)}:1, text rgb(${subject.color.join(', ')}))`)
    }
  }
  return { problems, measured }
}

test.describe('text contrast where axe cannot decide', () => {
  test('the ratio helper follows WCAG', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
    expect(contrastRatio([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2)
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1)
  })

  test('finds faint text on a gradient and passes strong text on it', async ({ page }) => {
    const gradientWith = (color: string) =>
      `<main style="background: linear-gradient(90deg, #2d2d2d, #3a3a3a); padding: 2rem"><p id="t" style="color: ${color}; font-size: 16px">Contrast over a gradient</p></main>`
    await page.setContent(gradientWith('#5a5a5a'))
    const faint = await undecidedTextProblems(page, 'faint')
    expect(faint.measured).toBe(1)
    expect(faint.problems).toHaveLength(1)
    await page.setContent(gradientWith('#ffffff'))
    const strong = await undecidedTextProblems(page, 'strong')
    expect(strong.measured).toBe(1)
    expect(strong.problems).toEqual([])
  })

  // One test per page and language: each is short, and a failure names its page.
  const pages = [
    { name: 'home', path: () => '/', imagery: true },
    { name: 'a listing', path: (experience: Experience) => `/things-to-do-in-${experience.expand.city.slug}`, imagery: true },
    { name: 'a product page', path: (experience: Experience) => `/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`, imagery: true },
    { name: 'destinations', path: () => '/destinations', imagery: false },
    { name: 'tours', path: () => '/tours', imagery: false },
    { name: 'search without results', path: () => '/search/zzzz-no-such-place', imagery: false },
    { name: 'the cart', path: () => '/cart', imagery: false },
    { name: 'about', path: () => '/about', imagery: false },
    { name: 'the FAQ', path: () => '/faq', imagery: false },
  ]
  for (const prefix of ['', '/en'] as const) {
    for (const { name, path: pathOf, imagery } of pages) {
      test(`text over images and gradients reaches AA on ${name} ${prefix ? 'in English' : 'in Arabic'}`, async ({ page, baseURL }) => {
        const experience = await firstRecord<Experience>(baseURL!, 'experiences', "filter=(status='active')&sort=-popularity&expand=city")
        const path = pathOf(experience)
        const url = prefix ? (path === '/' ? '/en' : `/en${path}`) : path
        await page.goto(url)
        await page.waitForLoadState('networkidle')
        // Everything below the fold renders as it nears the viewport: bring it all in.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y)
            await new Promise((resolve) => setTimeout(resolve, 50))
          }
          window.scrollTo(0, 0)
        })
        await page.waitForLoadState('networkidle')
        const { problems, measured } = await undecidedTextProblems(page, url)
        test.info().annotations.push({ type: 'text axe left undecided, measured from pixels', description: String(measured) })
        // The hero, cards and gallery put text on images and gradients: some must have been measured.
        if (imagery) expect(measured).toBeGreaterThan(0)
        expect(problems).toEqual([])
      })
    }
  }
})
