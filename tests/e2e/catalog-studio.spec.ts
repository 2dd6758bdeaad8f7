// The catalog studio in a browser (issue 35), in Arabic and English: a manager signs in, creates
// an experience from nothing (titles, summaries, descriptions, city, category, an itinerary step,
// a cancellation policy with the traveller's sentences), is told the Arabic title is missing and
// that publishing waits for it, writes it, adds two photos from files (describing both, making
// the second the cover), adds an option and removes a second one made by mistake, previews the
// product page, publishes; a traveller in another browser
// finds it in search at once, with the chosen cover on its card and the page's gallery.
import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import sharp from 'sharp'
import { expect, test, type Page } from '../support/app-test'
import { buildStaff } from '../support/builders'
import { staffRequest } from '../support/e2e'
import { signInStaff, type Prefix } from './chat-helpers'

const words = {
  '': {
    catalog: 'الكتالوج',
    newExperience: 'تجربة جديدة',
    titleAr: 'العنوان بالعربية',
    titleEn: 'العنوان بالإنجليزية',
    summaryAr: 'الملخص بالعربية',
    summaryEn: 'الملخص بالإنجليزية',
    descriptionAr: 'الوصف بالعربية',
    descriptionEn: 'الوصف بالإنجليزية',
    city: 'المدينة',
    addStep: 'أضف صفًا إلى «برنامج الرحلة»',
    stepTitleAr: 'عنوان الخطوة (بالعربية) (١)',
    stepTitleEn: 'عنوان الخطوة (بالإنجليزية) (١)',
    hours: 'الساعات قبل البدء (١)',
    create: 'أنشئ المسودة',
    save: 'احفظ التعديلات',
    publish: 'انشر',
    missing: 'ترجمات ناقصة',
    refused: 'لا يمكن النشر قبل إكمال الترجمة: العنوان بالعربية.',
    policy: 'إلغاء مجاني حتى يومين قبل البدء.',
    published: 'منشورة',
    previewIn: 'بالعربية',
    addPhotos: 'إضافة صور',
    photos: 'الصور',
    altAr: (n: string) => `وصف الصورة ${n} (بالعربية)`,
    altEn: (n: string) => `وصف الصورة ${n} (بالإنجليزية)`,
    makeCover: 'اجعل الصورة ٢ صورة الغلاف',
    addOption: 'أضف خيارًا',
    optionTitleAr: 'عنوان الخيار (بالعربية)',
    optionTitleEn: 'عنوان الخيار (بالإنجليزية)',
    price: (n: string) => `السعر بالريال (${n})`,
    createOption: 'أنشئ الخيار',
    optionLegend: 'الخيار ١: الجولة المسائية',
    from240: '٢٤٠',
    removeOption: 'احذف الخيار ٢',
    confirmRemove: 'نعم، احذف الخيار ٢',
  },
  '/en': {
    catalog: 'Catalog',
    newExperience: 'New experience',
    titleAr: 'Arabic title',
    titleEn: 'English title',
    summaryAr: 'Arabic summary',
    summaryEn: 'English summary',
    descriptionAr: 'Arabic description',
    descriptionEn: 'English description',
    city: 'City',
    addStep: 'Add a row to Itinerary',
    stepTitleAr: 'Step title (Arabic) (1)',
    stepTitleEn: 'Step title (English) (1)',
    hours: 'Hours before the start (1)',
    create: 'Create the draft',
    save: 'Save changes',
    publish: 'Publish',
    missing: 'Missing translations',
    refused: 'It cannot be published before the translations are complete: Arabic title.',
    policy: 'Free cancellation up to 2 days before the start.',
    published: 'Published',
    previewIn: 'in English',
    addPhotos: 'Add photos',
    photos: 'Photos',
    altAr: (n: string) => `Description of photo ${n} (Arabic)`,
    altEn: (n: string) => `Description of photo ${n} (English)`,
    makeCover: 'Make photo 2 the cover',
    addOption: 'Add an option',
    optionTitleAr: 'Option title (Arabic)',
    optionTitleEn: 'Option title (English)',
    price: (n: string) => `Price in riyals (${n})`,
    createOption: 'Create the option',
    optionLegend: 'Option 1: Evening walk',
    from240: '240',
    removeOption: 'Remove option 2',
    confirmRemove: 'Yes, remove option 2',
  },
} as const

async function createManager(baseURL: string, locale: 'ar' | 'en') {
  const body = buildStaff({ locale, role: 'manager' })
  await staffRequest(baseURL, 'POST', '/api/collections/staff/records', body)
  return { email: body.email, password: body.password }
}

/** A photo as a laptop's file picker hands it over. */
const photoFile = async (name: string, width: number, height: number, colour: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width, height, channels: 3, background: colour } }).jpeg({ quality: 85 }).toBuffer(),
})

/** With RIHLA_SCREENSHOTS set: the photo manager on this phone and on a laptop, into docs/screenshots. */
async function screenshotPhotos(page: Page, locale: string) {
  if (!process.env.RIHLA_SCREENSHOTS) return
  await mkdir('docs/screenshots', { recursive: true })
  const manager = page.getByTestId('photo-manager')
  await manager.evaluate((element) => element.scrollIntoView({ block: 'start' }))
  await page.screenshot({ path: `docs/screenshots/catalog-photos-phone-${locale}.png` })
  const phone = page.viewportSize()
  await page.setViewportSize({ width: 1280, height: 900 })
  await manager.evaluate((element) => element.scrollIntoView({ block: 'start' }))
  await page.screenshot({ path: `docs/screenshots/catalog-photos-laptop-${locale}.png` })
  if (phone) await page.setViewportSize(phone)
}

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value)
}

for (const prefix of ['', '/en'] as Prefix[]) {
  const locale = prefix ? 'en' : 'ar'
  const say = words[prefix]

  test(`a manager creates, previews and publishes an experience; a traveller finds it at once (${locale})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000)
    // Letters only: the title shows on shared staff screens in Arabic, where a Latin digit would be a finding.
    const word = `studio${randomUUID().replace(/-/g, '').slice(0, 10).replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)]!)}`
    const titleEn = `Lantern walk ${word}`
    const titleAr = `جولة الفوانيس ${word}`
    const manager = await createManager(baseURL!, locale)
    await signInStaff(page, prefix, manager)
    await page.getByRole('link', { name: say.catalog, exact: true }).tap()
    await page.getByRole('link', { name: say.newExperience }).tap()

    await fill(page, say.titleEn, titleEn)
    await fill(page, say.summaryAr, 'مشي هادئ بين الفوانيس')
    await fill(page, say.summaryEn, 'A quiet walk among lanterns')
    await fill(page, say.descriptionAr, 'نلتقي عند البوابة ونمشي ساعتين.')
    await fill(page, say.descriptionEn, 'We meet at the gate and walk for two hours.')
    const city = page.getByLabel(say.city, { exact: true })
    await city.selectOption({ index: 1 })
    await page.locator('label.studio-chip').first().tap()
    await page.getByRole('button', { name: say.addStep }).tap()
    await fill(page, say.stepTitleAr, 'اللقاء')
    await fill(page, say.stepTitleEn, 'Meeting')
    // Free until 48 hours before: the preview reads as the product page will.
    await fill(page, say.hours, '48')
    await expect(page.getByTestId('policy-preview')).toContainText(say.policy)
    await page.getByRole('button', { name: say.create }).tap()
    await expect(page).toHaveURL(/\/staff\/catalog\/[a-z0-9]{15}$/, { timeout: 20_000 })

    // The Arabic title is missing: shown before publishing, and publishing is refused with it.
    const missing = page.getByTestId('missing-translations')
    await expect(missing).toContainText(say.titleAr)
    await page.getByRole('button', { name: say.publish, exact: true }).tap()
    await expect(page.getByRole('alert').filter({ hasText: say.refused })).toBeVisible()
    await fill(page, say.titleAr, titleAr)
    await page.getByRole('button', { name: say.save }).tap()
    await expect(missing).toHaveCount(0)

    // Two photos from files: each is saved as it lands; without descriptions they are listed as missing.
    await page.getByLabel(say.addPhotos).setInputFiles([await photoFile('sea.jpg', 2400, 1600, '#1f7fa8'), await photoFile('dunes.jpg', 1500, 2000, '#d98a3d')])
    const photos = page.getByTestId('studio-photo')
    await expect(photos).toHaveCount(2, { timeout: 30_000 })
    await expect(missing).toContainText(say.photos)
    const n = (value: number) => (prefix ? String(value) : new Intl.NumberFormat('ar-SA').format(value))
    await fill(page, say.altAr(n(1)), 'البحر عند الظهيرة')
    await fill(page, say.altEn(n(1)), 'The sea at noon')
    await fill(page, say.altAr(n(2)), 'كثبان عند الغروب')
    await fill(page, say.altEn(n(2)), 'Dunes at sunset')
    await page.getByRole('button', { name: say.makeCover }).tap()
    await expect(page.getByLabel(say.altEn(n(1)), { exact: true })).toHaveValue('Dunes at sunset')
    await page.getByRole('button', { name: say.save }).tap()
    await expect(missing).toHaveCount(0)
    const cover = await photos.first().locator('img').getAttribute('src')
    expect(cover).toMatch(/^\/media\/uploads\/p[0-9a-f]{20}-640\.webp$/)
    await screenshotPhotos(page, locale)

    // An option with an adult and a child price (the new option starts with both types).
    await page.getByRole('button', { name: say.addOption }).tap()
    const option = page.getByTestId('studio-option')
    await option.getByLabel(say.optionTitleAr, { exact: true }).fill('الجولة المسائية')
    await option.getByLabel(say.optionTitleEn, { exact: true }).fill('Evening walk')
    await option.getByLabel(say.price(n(1)), { exact: true }).fill('240')
    await option.getByLabel(say.price(n(2)), { exact: true }).fill('160')
    await option.getByRole('button', { name: say.createOption }).tap()
    await expect(option.locator('legend').first()).toContainText(say.optionLegend)
    await expect(option.locator('legend').first()).toContainText(say.from240)
    // A second option, created by mistake, is removed again after a confirmation.
    await page.getByRole('button', { name: say.addOption }).tap()
    const second = page.getByTestId('studio-option').nth(1)
    await second.getByLabel(say.optionTitleAr, { exact: true }).fill('خيار زائد')
    await second.getByLabel(say.optionTitleEn, { exact: true }).fill('Extra option')
    await second.getByLabel(say.price(n(1)), { exact: true }).fill('300')
    await second.getByLabel(say.price(n(2)), { exact: true }).fill('200')
    await second.getByRole('button', { name: say.createOption }).tap()
    await second.getByRole('button', { name: say.removeOption, exact: true }).tap()
    await page.getByRole('button', { name: say.confirmRemove }).tap()
    await expect(page.getByTestId('studio-option')).toHaveCount(1)
    await expect(option.locator('legend').first()).toContainText(say.optionLegend)
    if (process.env.RIHLA_SCREENSHOTS) {
      await option.evaluate((element) => element.scrollIntoView({ block: 'start' }))
      await page.screenshot({ path: `docs/screenshots/catalog-options-phone-${locale}.png` })
      await page.setViewportSize({ width: 1280, height: 900 })
      await option.evaluate((element) => element.scrollIntoView({ block: 'start' }))
      await page.screenshot({ path: `docs/screenshots/catalog-options-laptop-${locale}.png` })
      await page.setViewportSize({ width: 390, height: 844 })
    }

    // Preview as a traveller, in the page's language, before publishing.
    const editor = page.url()
    await page.getByRole('link', { name: say.previewIn, exact: true }).tap()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(prefix ? titleEn : titleAr, { timeout: 20_000 })
    await page.goto(editor)
    await page.getByRole('button', { name: say.publish, exact: true }).tap()
    await expect(page.locator('.studio-badge').first()).toHaveText(say.published)

    const traveller = await browser.newContext()
    try {
      const search = await traveller.newPage()
      await search.goto(`${baseURL}${prefix}/search/${word}`)
      await expect(search.getByRole('link', { name: prefix ? titleEn : titleAr }).first()).toBeVisible({ timeout: 20_000 })
      const card = search.locator('.experience-card').filter({ hasText: prefix ? titleEn : titleAr }).first()
      await expect(card.locator('img').first()).toHaveAttribute('src', cover!)
      await expect(card).toContainText(say.from240)
      await card.getByRole('link', { name: prefix ? titleEn : titleAr }).first().tap()
      const main = search.locator('.gallery__main')
      await expect(main).toHaveAttribute('src', cover!)
      await expect(main).toHaveAttribute('alt', prefix ? 'Dunes at sunset' : 'كثبان عند الغروب')
      expect((await search.request.get(`${baseURL}${cover}`)).status()).toBe(200)
    } finally {
      await traveller.close()
    }
  })
}
