// Accounts: the password reset and verification mails (captured as JSON files by the test
// server: RIHLA_MAIL_CAPTURE_DIR, else <data dir>/mail-capture under RIHLA_ENV=test), following
// their links, and guest orders joining a customer once the same email is verified.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attempt, guestClient, superuserClient, testServerUrl } from '../support/api'
import { bookableSlots, call, checkoutBody, excludeLocalhostFromRateLimits, postCheckout, type BookableSlot } from './checkout-support'

type Mail = { to: string; subject: string; html: string; text: string }

const captureDir = () => process.env.RIHLA_MAIL_CAPTURE_DIR || path.join(process.env.RIHLA_TEST_DATA_DIR!, 'mail-capture')

/** The newest captured mail to an address, waiting a little for it to be written. */
async function mailTo(address: string, subjectPattern: RegExp): Promise<Mail> {
  for (let tries = 0; tries < 50; tries += 1) {
    const names = await readdir(captureDir()).catch(() => [] as string[])
    const mails: Mail[] = []
    for (const name of names.filter((file) => file.endsWith('.json')).sort().reverse()) {
      const mail = JSON.parse(await readFile(path.join(captureDir(), name), 'utf8')) as Mail
      if (mail.to === address && subjectPattern.test(mail.subject)) mails.push(mail)
    }
    if (mails.length > 0) return mails[0]!
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no mail to ${address} matching ${subjectPattern}`)
}

/** The first link in a mail's text that contains `part`. */
function linkIn(mail: Mail, part: string): URL {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith('http') && word.includes(part))
  if (!found) throw new Error(`no ${part} link in: ${mail.text}`)
  return new URL(found)
}

/** A token from a link's fragment (never sent to the server, so never in its request log). */
const fragmentParam = (link: URL, name: string) => new URLSearchParams(link.hash.slice(1)).get(name)

let counter = 0
const newEmail = (name: string) => `${name}-${Date.now()}-${(counter += 1)}@rihla.test`

async function signUp(email: string, locale: 'ar' | 'en' | '', password = 'first-password-1') {
  const client = guestClient()
  const user = await client.collection('users').create<{ id: string; verified: boolean }>({ email, password, passwordConfirm: password, first_name: 'Noura', ...(locale ? { locale } : {}) })
  return { client, user, password }
}

let restore: () => Promise<void>
let slot: BookableSlot
beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  ;[slot] = (await bookableSlots(1, { capacity: 30 })) as [BookableSlot]
})
afterAll(async () => {
  await restore?.()
})

describe('password reset mail', () => {
  it('is in English for an English customer, and its link resets the password', async () => {
    const email = newEmail('reset-en')
    const { client } = await signUp(email, 'en')
    await client.collection('users').requestPasswordReset(email)
    const mail = await mailTo(email, /Reset your Rihla password/)
    expect(mail.subject).toBe('Reset your Rihla password')
    expect(mail.html).not.toMatch(/[\u0621-\u064a]/)
    const link = linkIn(mail, '/auth/reset-password')
    expect(link.origin).toBe(testServerUrl())
    expect(link.pathname).toBe('/en/auth/reset-password')
    expect(link.search).toBe('')
    const token = fragmentParam(link, 'token')!
    expect(token.length).toBeGreaterThan(20)

    await client.collection('users').confirmPasswordReset(token, 'second-password-2', 'second-password-2')
    const signedIn = await guestClient().collection('users').authWithPassword(email, 'second-password-2')
    expect(signedIn.record.email).toBe(email)
    expect((await attempt(() => guestClient().collection('users').authWithPassword(email, 'first-password-1'))).status).toBe(400)
  })

  it('is in Arabic for an Arabic customer, with the Arabic link', async () => {
    const email = newEmail('reset-ar')
    const { client } = await signUp(email, 'ar')
    await client.collection('users').requestPasswordReset(email)
    const mail = await mailTo(email, /كلمة المرور/)
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في رحلة')
    expect(mail.html).toContain('dir="rtl"')
    expect(linkIn(mail, '/auth/reset-password').pathname).toBe('/auth/reset-password')
  })

  it('is in both languages when the customer has not chosen one', async () => {
    const email = newEmail('reset-both')
    const { client } = await signUp(email, '')
    await client.collection('users').requestPasswordReset(email)
    const mail = await mailTo(email, /Reset your Rihla password/)
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في رحلة | Reset your Rihla password')
    expect(mail.text).toContain(`${testServerUrl()}/auth/reset-password#token=`)
    expect(mail.text).toContain(`${testServerUrl()}/en/auth/reset-password#token=`)
  })
})

describe('guest orders and verified accounts', () => {
  it('joins guest orders to a customer only once the same email is verified', async () => {
    const email = newEmail('claim')
    const guestOrder = await postCheckout(checkoutBody([slot], { leadGuest: { firstName: 'Noura', lastName: 'Q', email: email.toUpperCase(), countryCode: '+966', phone: '551234567' } }))
    expect(guestOrder.status).toBe(201)

    // Someone signs up with that address and signs in, unverified: nothing of the guest's shows.
    const { client, password } = await signUp(email, 'en')
    await client.collection('users').authWithPassword(email, password)
    expect(client.authStore.record?.verified).toBe(false)
    expect(await client.collection('orders').getFullList()).toEqual([])
    expect((await call(`/api/store/orders/${guestOrder.body.order.id}`, { auth: client.authStore.token })).status).toBe(404)

    // The verification mail links to the sign-in page with the token in the fragment; the page
    // confirms it through PocketBase's confirm-verification, as here.
    await client.collection('users').requestVerification(email)
    const mail = await mailTo(email, /Confirm your email address/)
    const link = linkIn(mail, '/auth/login')
    expect(`${link.origin}${link.pathname}${link.search}`).toBe(`${testServerUrl()}/en/auth/login`)
    await guestClient().collection('users').confirmVerification(fragmentParam(link, 'verify')!)

    const orders = await client.collection('orders').getFullList<{ id: string }>()
    expect(orders.map((order) => order.id)).toEqual([guestOrder.body.order.id])
    expect((await call(`/api/store/orders/${guestOrder.body.order.id}`, { auth: client.authStore.token })).status).toBe(200)
    await client.collection('users').authRefresh()
    expect(client.authStore.record?.verified).toBe(true)
  })

  it('joins guest orders placed after verification when the customer signs in', async () => {
    const email = newEmail('later')
    const { client, password } = await signUp(email, 'ar')
    await client.collection('users').requestVerification(email)
    const link = linkIn(await mailTo(email, /أكّد بريدك/), '/auth/login')
    expect(link.pathname).toBe('/auth/login')
    // Links mailed before the token moved to the fragment still work.
    const legacy = `/api/store/auth/verify-email?token=${encodeURIComponent(fragmentParam(link, 'verify')!)}`
    expect((await fetch(`${testServerUrl()}${legacy}`, { redirect: 'manual' })).headers.get('location')).toBe('/auth/login?verified=1')
    const guestOrder = await postCheckout(checkoutBody([slot], { leadGuest: { firstName: 'N', lastName: 'Q', email, countryCode: '+966', phone: '551234567' } }))
    expect(guestOrder.status).toBe(201)
    await client.collection('users').authWithPassword(email, password)
    const orders = await client.collection('orders').getFullList<{ id: string }>()
    expect(orders.map((order) => order.id)).toEqual([guestOrder.body.order.id])
  })

  it('also joins them when the app confirms the token through PocketBase’s own API', async () => {
    const email = newEmail('confirm')
    const guestOrder = await postCheckout(checkoutBody([slot], { leadGuest: { firstName: 'N', lastName: 'Q', email, countryCode: '+966', phone: '551234567' } }))
    const { client, user, password } = await signUp(email, 'en')
    await client.collection('users').requestVerification(email)
    const token = fragmentParam(linkIn(await mailTo(email, /Confirm your email address/), '/auth/login'), 'verify')!
    await guestClient().collection('users').confirmVerification(token)
    const admin = await superuserClient()
    expect((await admin.collection('orders').getOne<{ user: string }>(guestOrder.body.order.id)).user).toBe(user.id)
    await client.collection('users').authWithPassword(email, password)
    expect(client.authStore.record?.verified).toBe(true)
    const orders = await client.collection('orders').getFullList<{ id: string }>()
    expect(orders.map((order) => order.id)).toEqual([guestOrder.body.order.id])
  })

  it('sends a bad verification link to sign-in with verified=0', async () => {
    const reply = await fetch(`${testServerUrl()}/api/store/auth/verify-email?token=not-a-token&locale=en`, { redirect: 'manual' })
    expect(reply.status).toBe(303)
    expect(reply.headers.get('location')).toBe('/en/auth/login?verified=0')
  })
})
