import { expect, test } from '../support/app-test'

type Named = { name_ar: string; name_en: string; slug: string; popular?: boolean }

async function catalog(baseURL: string) {
  const get = async (collection: string) => ((await (await fetch(`${baseURL}/api/collections/${collection}/records?perPage=200&sort=sort`)).json()) as { items: Named[] }).items
  return { categories: await get('categories'), cities: await get('cities') }
}

test.describe('home page', () => {
  test('renders in Arabic, right to left, with the seeded categories and cities at /', async ({ page, baseURL }) => {
    const { categories, cities } = await catalog(baseURL!)
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('اكتشف السعودية والخليج، تجربةً تلو الأخرى')
    const categoryList = page.getByTestId('category-list')
    await expect(categoryList.getByRole('listitem')).toHaveCount(categories.length)
    for (const category of categories) await expect(categoryList).toContainText(category.name_ar)
    for (const city of cities.filter((item) => item.popular)) await expect(page.getByTestId('popular-cities')).toContainText(city.name_ar)
    await expect(page).toHaveTitle(/رحلة$/)
  })

  test('renders in English, left to right, at /en', async ({ page, baseURL }) => {
    const { categories, cities } = await catalog(baseURL!)
    await page.goto('/en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Saudi Arabia and the Gulf, one experience at a time')
    for (const category of categories) await expect(page.getByTestId('category-list')).toContainText(category.name_en)
    for (const city of cities.filter((item) => item.popular)) await expect(page.getByTestId('popular-cities')).toContainText(city.name_en)
    await expect(page).toHaveTitle(/Rihla$/)
  })

  test('switches language and direction from the header, on the same page', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: /تغيير اللغة/ }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.getByRole('heading', { level: 2, name: 'Browse by category' })).toBeVisible()
    await page.getByRole('link', { name: /Switch language/ }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 2, name: 'تصفّح حسب الفئة' })).toBeVisible()
  })

  test('shows the not-found screen for an unknown path, in the path’s language', async ({ page }) => {
    await page.goto('/en/no/such/page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops! The page you're looking for doesn't exist.")
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('عذرًا! الصفحة التي تبحث عنها غير موجودة.')
    await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
