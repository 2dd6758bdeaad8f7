import { expect, test } from '../support/app-test'
import { firstRecord, listRecords, staffRequest } from '../support/e2e'

type Page = { slug: string; title_ar: string; title_en: string }

test.describe('pages', () => {
  test('render about, terms and privacy from their seeded content in both languages', async ({ page, baseURL }) => {
    for (const slug of ['about', 'terms-and-conditions', 'privacy-policy']) {
      const content = await firstRecord<Page>(baseURL!, 'pages', `filter=(slug='${slug}')`)
      await page.goto(`/${slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title_ar)
      await page.goto(`/en/${slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title_en)
      await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Home')
    }
  })

  test('list blog posts and open an article in both languages', async ({ page, baseURL }) => {
    const { items } = await listRecords<Page>(baseURL!, 'posts', 'sort=-published_at&perPage=1')
    const post = items[0]!
    await page.goto('/en/blog')
    await page.getByRole('link', { name: post.title_en }).click()
    await expect(page).toHaveURL(new RegExp(`/en/blog/${post.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title_en)
    await page.goto(`/blog/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title_ar)
  })

  test('open FAQ answers with the keyboard', async ({ page, baseURL }) => {
    const faq = await firstRecord<{ question_en: string; answer_en: string }>(baseURL!, 'faqs', 'sort=sort')
    await page.goto('/en/faq')
    const question = page.getByRole('button', { name: faq.question_en })
    await expect(question).toHaveAttribute('aria-expanded', 'false')
    await question.focus()
    await page.keyboard.press('Enter')
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText(faq.answer_en)).toBeVisible()
  })

  test('contact form: validates in the page’s language, then stores the message', async ({ page, baseURL }) => {
    await page.goto('/contact-us')
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click()
    await expect(page.getByRole('alert').first()).toHaveText('يجب تعبئة جميع الحقول.')
    await expect(page.getByText('هذا الحقل مطلوب').first()).toBeVisible()

    await page.goto('/en/contact-us')
    const email = `traveller-${Date.now()}@example.com`
    await page.getByLabel('Name').fill('Noura')
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Message', { exact: true }).fill('Do you run AlUla tours in December?')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Enter an email address like name@example.com')).toBeVisible()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you! Your message has been sent.' })).toBeVisible()
    const stored = await staffRequest<{ items: { name: string; message: string; locale: string }[] }>(baseURL!, 'GET', `/api/collections/contact_messages/records?filter=${encodeURIComponent(`email='${email}'`)}`)
    expect(stored.items).toHaveLength(1)
    expect(stored.items[0]).toMatchObject({ name: 'Noura', message: 'Do you run AlUla tours in December?', locale: 'en' })
  })

  test('frame the pages whose features come later: cart, checkout, outcomes and orders', async ({ page }) => {
    for (const [path, title] of [
      ['/en/cart', 'Cart'],
      ['/en/checkout', 'Checkout'],
      ['/en/checkout/success', 'Booking confirmation'],
      ['/en/checkout/error', 'Payment failed'],
      ['/en/orders', 'Your orders'],
      ['/cart', 'السلة'],
      ['/orders', 'طلباتك'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title)
      await expect(page.getByRole('navigation', { name: /Breadcrumbs|مسار التنقل/ }), path).toBeVisible()
    }
    await page.goto('/en/checkout/error')
    await expect(page.getByRole('alert')).toHaveText("We're sorry, but your payment didn't go through. Please check your information and try once more.")
  })

  test('list destinations by country and countries with their experiences', async ({ page }) => {
    await page.goto('/en/destinations')
    await expect(page.getByRole('heading', { level: 2, name: 'Saudi Arabia' })).toBeVisible()
    await page.goto('/countries')
    await expect(page.getByTestId('country-list').getByRole('listitem')).toHaveCount(6)
  })
})
