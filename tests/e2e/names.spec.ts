// A name with an invisible or direction-changing character ('\u202Egnp.exe' shows as 'exe.png')
// is refused on the sign-up form and at checkout, with the reason, in both languages; nothing is
// sent until it is typed again.
import { expect, test } from '../support/app-test'
import { addToCart, findDeparture } from './checkout-helpers'

const words = {
  '': {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    create: 'إنشاء الحساب',
    refused: 'لا يمكن أن يحتوي الاسم على محارف غير مرئية أو محارف تغيّر اتجاه النص. اكتب الاسم مرة أخرى دونها.',
  },
  '/en': {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm password',
    create: 'Create account',
    refused: 'Names cannot contain invisible characters or characters that change the direction of the text. Type the name again without them.',
  },
} as const

for (const prefix of ['', '/en'] as const) {
  const text = words[prefix]
  test(`the sign-up form refuses a name with a direction override (${prefix ? 'English' : 'Arabic'})`, async ({ page }) => {
    let sent = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/collections/users/records')) sent += 1
    })
    await page.goto(`${prefix}/auth/sign-up`)
    await page.getByLabel(text.firstName).fill('\u202Egnp.exe')
    await page.getByLabel(text.lastName).fill('Alharbi')
    await page.getByLabel(text.email).fill(`names-${Date.now()}@example.com`)
    await page.getByLabel(text.password, { exact: true }).fill('a-long-password')
    await page.getByLabel(text.confirm).fill('a-long-password')
    await page.getByRole('button', { name: text.create }).click()
    await expect(page.getByText(text.refused)).toBeVisible()
    expect(sent).toBe(0)
  })
}

test('checkout refuses a lead guest’s name with a zero-width character before sending it', async ({ page, baseURL }) => {
  const departure = await findDeparture(baseURL!, 10)
  await addToCart(page, '/en', departure)
  await page.goto('/en/checkout')
  await expect(page.getByTestId('checkout-total')).not.toHaveText('…')
  let sent = 0
  page.on('request', (request) => {
    if (request.url().includes('/api/store/checkout')) sent += 1
  })
  await page.getByLabel('First name').fill('Noura\u200B')
  await page.getByLabel('Last name').fill('Alqahtani')
  await page.getByLabel('Email').fill(`names-${Date.now()}@example.com`)
  await page.getByLabel('Phone number').fill('501234567')
  await page.locator('form.checkout-form button[type="submit"]').click()
  await expect(page.getByText(words['/en'].refused)).toBeVisible()
  expect(sent).toBe(0)
})
