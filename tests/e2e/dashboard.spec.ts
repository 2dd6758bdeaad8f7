// The staff dashboard (PocketBase's own UI at /_/) opens in Chromium: staff sign in and see the
// orders. It arrives gzipped once, by PocketBase (server/compress.go never compresses it again).
import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { findDeparture } from './checkout-helpers'

// Staff work at a desk: the dashboard at a laptop's size.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, locale: 'en-GB' })

test('staff sign in to the dashboard and open the orders list', async ({ page, baseURL }) => {
  // An order of this test's own, to find in the list.
  const { slot } = await findDeparture(baseURL!, 9)
  const checkout = await fetch(`${baseURL}/api/store/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({
      items: [{ slotId: slot.id, travellers: { adult: 1 } }],
      leadGuest: { firstName: 'Noura', lastName: 'Alqahtani', email: `dashboard-${Date.now()}@example.com`, countryCode: '+966', phone: '501234567' },
      paymentMethod: 'card',
      locale: 'en',
    }),
  })
  expect(checkout.status).toBe(201)
  const { order } = (await checkout.json()) as { order: { number: string } }

  const dashboard = await page.goto('/_/')
  expect(dashboard?.headers()['content-encoding']).toBe('gzip')
  await expect(page.getByRole('heading', { name: 'Superuser login' })).toBeVisible()
  await page.getByLabel('Email').fill(process.env.RIHLA_TEST_SUPERUSER_EMAIL!)
  await page.locator('#login_pass').fill(process.env.RIHLA_TEST_SUPERUSER_PASSWORD!)
  await page.getByRole('button', { name: 'Login' }).click()
  // Signing in and loading the collections take a while on a busy host.
  const orders = page.getByTitle('orders', { exact: true })
  await expect(orders).toBeVisible({ timeout: 30_000 })
  await orders.click()
  await expect(page).toHaveURL(/\/_\/#\/collections\?collection=orders/)
  const list = page.locator('[data-pb="recordsListTable"]')
  await expect(list).toBeVisible({ timeout: 30_000 })
  await expect(list.getByRole('columnheader', { name: 'number', exact: true })).toBeVisible()
  await expect(list.getByText(order.number, { exact: true })).toBeVisible({ timeout: 15_000 })
})
