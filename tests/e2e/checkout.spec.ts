import { expect, test } from '../support/app-test'
import { staffRequest } from '../support/e2e'

import { addToCart, findDeparture } from './checkout-helpers'
import { payOnSandbox, TEST_CARDS } from './payment-helpers'

test.describe('cart and checkout', () => {
  test('keeps a guest’s cart through a reload and shows it with its total', async ({ page, baseURL }) => {
    const departure = await findDeparture(baseURL!)
    await addToCart(page, '/en', departure)
    await page.reload()
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    // The server renders the cart page before the app starts, from the size the app keeps in a cookie.
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'rihla_cart')?.value).toBe('1')
    const rendered = await (await page.request.get('/en/cart')).text()
    expect(rendered).toMatch(/<span class="badge" aria-hidden="true"[^>]*>1<\/span>/)
    expect(rendered).not.toContain('empty-state')
    await page.goto('/en/cart')
    await expect(page.locator('.cart-line')).toHaveCount(1)
    await expect(page.getByTestId('cart-total')).toContainText(((departure.slot.prices.adult ?? departure.slot.prices.item ?? 0) / 100).toString())
  })

  test('says when an item sold out after it was added, with the new total payable', async ({ page, baseURL }) => {
    const departure = await findDeparture(baseURL!, 1)
    await addToCart(page, '', departure)
    const slot = await staffRequest<{ capacity: number; reserved: number }>(baseURL!, 'GET', `/api/collections/slots/records/${departure.slot.id}`)
    await staffRequest(baseURL!, 'PATCH', `/api/collections/slots/records/${departure.slot.id}`, { capacity: slot.reserved })
    try {
      await page.goto('/cart')
      await expect(page.getByTestId('cart-outcome')).toContainText('لم تعد أي من الأنشطة في سلتك متاحة.')
      await expect(page.getByTestId('cart-outcome')).toContainText('الإجمالي الجديد المستحق')
      await page.getByRole('button', { name: 'تمت المراجعة، متابعة' }).click()
      await expect(page.getByText('سلتك فارغة.')).toBeVisible()
    } finally {
      await staffRequest(baseURL!, 'PATCH', `/api/collections/slots/records/${departure.slot.id}`, { capacity: slot.capacity })
    }
  })

  test('validates checkout, refuses and applies promo codes, and books', async ({ page, baseURL }) => {
    const departure = await findDeparture(baseURL!, 2)
    await addToCart(page, '/en', departure)
    await page.goto('/en/checkout')
    await page.getByRole('button', { name: /Confirm/ }).click()
    await expect(page.getByRole('alert').first()).toContainText('All fields must be filled out.')

    await page.getByLabel('Promo code', { exact: true }).fill('NOSUCHCODE')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByTestId('promo-result')).toHaveClass(/notice--error/)

    await page.getByLabel('First name').fill('Noura')
    await page.getByLabel('Last name').fill('Alqahtani')
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Phone number').fill('501234567')
    await page.getByRole('button', { name: /Confirm/ }).click()
    await expect(page.getByText('This format is not correct.')).toBeVisible()
    await page.getByLabel('Email').fill(`noura-${Date.now()}@example.com`)
    await page.getByRole('button', { name: /Confirm/ }).click()
    // A card checkout goes on to the gateway's payment page and comes back to the outcome.
    await payOnSandbox(page, TEST_CARDS.paid)
    await expect(page).toHaveURL(/\/en\/checkout\/success\?order=/)
    await expect(page.getByTestId('order-status')).toContainText(/order R/i)
    await expect(page.getByTestId('cart-count')).toHaveCount(0)
  })
})

test.describe('accounts', () => {
  test('signs up, signs out and signs in again, with the spec’s messages', async ({ page }) => {
    const email = `traveller-${Date.now()}@example.com`
    await page.goto('/en/auth/sign-up')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('alert').first()).toHaveText('All fields must be filled out.')
    await page.getByLabel('First name').fill('Layla')
    await page.getByLabel('Last name').fill('Alharbi')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByLabel('Confirm password').fill('different')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible()
    await page.getByLabel('Password', { exact: true }).fill('a-long-password')
    await page.getByLabel('Confirm password').fill('a-long-passwore')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Passwords do not match.')).toBeVisible()
    await page.getByLabel('Confirm password').fill('a-long-password')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/en$/)
    await page.getByRole('button', { name: 'Your account' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page.getByRole('link', { name: 'Login/Signup' })).toBeVisible()

    await page.goto('/auth/login')
    await page.getByLabel('البريد الإلكتروني').fill(email)
    await page.getByLabel('كلمة المرور').fill('wrong-password')
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click()
    await expect(page.getByRole('alert')).toContainText('نسيت كلمة المرور؟')
    await page.getByLabel('كلمة المرور').fill('a-long-password')
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click()
    await expect(page.getByRole('button', { name: 'حسابك' })).toBeVisible()
  })
})

test('merges a guest’s cart into the account on sign-in, losing nothing', async ({ page, baseURL }) => {
  const departure = await findDeparture(baseURL!, 3)
  const email = `merge-${Date.now()}@example.com`
  await fetch(`${baseURL}/api/collections/users/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a-long-password', passwordConfirm: 'a-long-password', first_name: 'Omar', last_name: 'Alsaud' }),
  })
  await addToCart(page, '/en', departure)
  await page.goto('/en/auth/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('a-long-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  // The account keeps the line: a new browser that signs in sees it too.
  const token = ((await (await fetch(`${baseURL}/api/collections/users/auth-with-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identity: email, password: 'a-long-password' }) })).json()) as { token: string }).token
  await expect
    .poll(async () => ((await (await fetch(`${baseURL}/api/collections/carts/records`, { headers: { authorization: token } })).json()) as { items: { items: { slotId: string }[] }[] }).items[0]?.items.map((item) => item.slotId))
    .toEqual([departure.slot.id])
})

test('keeps a customer’s saved experiences in the account too', async ({ page, baseURL }) => {
  const email = `saver-${Date.now()}@example.com`
  const password = 'a-long-password'
  await fetch(`${baseURL}/api/collections/users/records`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, passwordConfirm: password }) })
  await page.goto('/en/auth/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible()
  await page.goto('/en/things-to-do')
  const card = page.locator('.experience-card').first()
  const title = await card.locator('.experience-card__title').innerText()
  await card.getByRole('button', { name: `Save ${title}` }).click()
  const token = ((await (await fetch(`${baseURL}/api/collections/users/auth-with-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identity: email, password }) })).json()) as { token: string }).token
  await expect
    .poll(async () => ((await (await fetch(`${baseURL}/api/collections/saved_experiences/records?expand=experience`, { headers: { authorization: token } })).json()) as { items: { expand: { experience: { title_en: string } } }[] }).items.map((item) => item.expand.experience.title_en))
    .toEqual([title])
})

test('resets a forgotten password through the mailed link', async ({ page, baseURL }) => {
  const { readdir, readFile } = await import('node:fs/promises')
  const path = await import('node:path')
  const email = `forgetful-${Date.now()}@example.com`
  await fetch(`${baseURL}/api/collections/users/records`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'old-password-1', passwordConfirm: 'old-password-1', locale: 'en' }) })
  await page.goto('/en/auth/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('If an account uses this email, we have sent it a link to choose a new password.')).toBeVisible()

  // The test server writes every mail to <data dir>/mail-capture (RIHLA_ENV=test).
  const dir = process.env.RIHLA_MAIL_CAPTURE_DIR || path.join(process.env.RIHLA_TEST_DATA_DIR!, 'mail-capture')
  const findLink = async () => {
    for (const file of await readdir(dir).catch(() => [] as string[])) {
      const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { to: unknown; html: string; text?: string }
      if (!JSON.stringify(mail.to).includes(email)) continue
      const match = `${mail.text ?? ''} ${mail.html}`.match(/reset-password#token=([\w.-]+)/)
      if (match) return match[1]
    }
    return null
  }
  await expect.poll(findLink, { timeout: 10_000 }).not.toBeNull()
  const token = await findLink()
  await page.goto(`/en/auth/reset-password#token=${token}`)
  await page.getByLabel('New password').fill('new-password-2')
  await page.getByLabel('Confirm password').fill('new-password-2')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Your password has been changed. You can sign in with it now.')).toBeVisible()
  await page.goto('/en/auth/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('new-password-2')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible()
})

test.describe('cart check outcomes', () => {
  type Slot = { capacity: number; reserved: number; price_overrides: Record<string, number> }

  async function withSlotChanges(baseURL: string, changes: { id: string; patch: (slot: Slot) => Partial<Slot> }[], run: () => Promise<void>) {
    const originals = await Promise.all(changes.map(({ id }) => staffRequest<Slot>(baseURL, 'GET', `/api/collections/slots/records/${id}`)))
    try {
      for (const [index, { id, patch }] of changes.entries()) await staffRequest(baseURL, 'PATCH', `/api/collections/slots/records/${id}`, patch(originals[index]!))
      await run()
    } finally {
      for (const [index, { id }] of changes.entries()) {
        const { capacity, price_overrides } = originals[index]!
        await staffRequest(baseURL, 'PATCH', `/api/collections/slots/records/${id}`, { capacity, price_overrides })
      }
    }
  }
  const soldOut = (slot: Slot) => ({ capacity: slot.reserved })
  const dearer = (_slot: Slot) => ({ price_overrides: { adult: 99_900, child: 99_900, infant: 0, item: 99_900 } })

  test('says when some items are no longer available (English)', async ({ page, baseURL }) => {
    const [one, two] = [await findDeparture(baseURL!, 5), await findDeparture(baseURL!, 6)]
    await addToCart(page, '/en', one)
    await addToCart(page, '/en', two, 2)
    await withSlotChanges(baseURL!, [{ id: one.slot.id, patch: soldOut }], async () => {
      await page.goto('/en/cart')
      await expect(page.getByTestId('cart-outcome')).toContainText('Some activities in your cart are no longer available. Please review your cart and continue.')
      await expect(page.getByTestId('cart-outcome')).toContainText('New total payable')
      await expect(page.getByText('No longer available', { exact: true })).toBeVisible()
    })
  })

  test('says when prices changed, with the new total payable (Arabic)', async ({ page, baseURL }) => {
    const one = await findDeparture(baseURL!, 7)
    await addToCart(page, '', one)
    await withSlotChanges(baseURL!, [{ id: one.slot.id, patch: dearer }], async () => {
      await page.goto('/cart')
      await expect(page.getByTestId('cart-outcome')).toContainText('تغيّرت أسعار بعض الأنشطة في سلتك. يُرجى مراجعة السلة ثم المتابعة.')
      await expect(page.getByTestId('cart-outcome')).toContainText('الإجمالي الجديد المستحق')
      await expect(page.getByTestId('cart-outcome')).toContainText('٩٩٩')
    })
  })

  test('says when some are unavailable and prices changed (English)', async ({ page, baseURL }) => {
    const [one, two] = [await findDeparture(baseURL!, 8), await findDeparture(baseURL!, 9)]
    await addToCart(page, '/en', one)
    await addToCart(page, '/en', two, 2)
    await withSlotChanges(
      baseURL!,
      [
        { id: one.slot.id, patch: soldOut },
        { id: two.slot.id, patch: dearer },
      ],
      async () => {
        await page.goto('/en/cart')
        await expect(page.getByTestId('cart-outcome')).toContainText('Some activities are no longer available and some prices have changed. Please review your cart and continue.')
        await page.getByRole('button', { name: 'Review and continue' }).click()
        await expect(page.locator('.cart-line')).toHaveCount(1)
        await expect(page.getByTestId('cart-outcome')).toHaveCount(0)
        await expect(page.getByRole('link', { name: 'Continue to checkout' })).toBeVisible()
      },
    )
  })
})

test('applies a promo code at checkout and charges the discounted total', async ({ page, baseURL }) => {
  const code = `TEST${Date.now().toString(36).toUpperCase()}`
  const now = new Date()
  await staffRequest(baseURL!, 'POST', '/api/collections/promo_codes/records', {
    code,
    type: 'percent',
    value: 10,
    active: true,
    starts_at: new Date(now.getTime() - 86_400_000).toISOString().replace('T', ' '),
    ends_at: new Date(now.getTime() + 86_400_000).toISOString().replace('T', ' '),
  })
  const departure = await findDeparture(baseURL!, 10)
  await addToCart(page, '/en', departure)
  await page.goto('/en/checkout')
  await page.getByLabel('Promo code', { exact: true }).fill(code)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByTestId('promo-result')).toHaveClass(/notice--success/)
  const price = departure.slot.prices.adult ?? departure.slot.prices.item ?? 0
  const discounted = Math.round(price * 0.9) / 100
  await expect(page.getByTestId('checkout-total')).toContainText(discounted.toLocaleString('en-US', { maximumFractionDigits: 2 }))
})
