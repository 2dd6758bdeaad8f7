// The per-account sign-in throttle (docs/decisions/026-sign-in-throttle.md): wrong passwords for
// one account from a hundred addresses are held back after five (429, Retry-After) and the owner
// is mailed once; the owner's own address, a correct password after the wait, and a password
// reset get through, so an attacker cannot lock a customer out for long. The test server trusts
// X-Forwarded-For here, so each request can come from an address of its own.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, guestClient, superuserClient } from '../support/api'
import { call } from './checkout-support'

type Mail = { to: string; subject: string; text: string; html: string }
const captureDir = () => process.env.RIHLA_MAIL_CAPTURE_DIR || path.join(process.env.RIHLA_TEST_DATA_DIR!, 'mail-capture')

async function mailsTo(address: string): Promise<Mail[]> {
  const names = await readdir(captureDir()).catch(() => [] as string[])
  const mails = await Promise.all(names.filter((name) => name.endsWith('.json')).map(async (name) => JSON.parse(await readFile(path.join(captureDir(), name), 'utf8')) as Mail))
  return mails.filter((mail) => mail.to === address)
}

let addressCounter = 0
/** A client address of its own (documentation ranges, RFC 5737). */
const newAddress = () => {
  addressCounter += 1
  return `198.51.${100 + Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`
}

function signIn(identity: string, password: string, address = newAddress(), language = 'en') {
  return call<{ status: number; message: string; token?: string }>('/api/collections/users/auth-with-password', {
    method: 'POST',
    body: { identity, password },
    headers: { 'X-Forwarded-For': address, 'Accept-Language': language },
  })
}

let restore: () => Promise<void>
beforeAll(async () => {
  const admin = await superuserClient()
  const settings = (await admin.settings.getAll()) as { trustedProxy: { headers: string[]; useLeftmostIP: boolean } }
  const previous = settings.trustedProxy
  await admin.settings.update({ trustedProxy: { headers: ['X-Forwarded-For'], useLeftmostIP: true } })
  restore = async () => {
    await admin.settings.update({ trustedProxy: previous })
  }
})
afterAll(async () => {
  await restore?.()
})

describe('per-account sign-in throttle', () => {
  it('holds back wrong passwords for one account from a hundred addresses after five, and mails the owner once', async () => {
    const owner = await createCustomer('throttled')
    const statuses: number[] = []
    let throttled: Awaited<ReturnType<typeof signIn>> | null = null
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const reply = await signIn(owner.email, `wrong-password-${attempt}`)
      statuses.push(reply.status)
      if (reply.status === 429) throttled ??= reply
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400])
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true)
    expect(Number(throttled!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(throttled!.body.message).toBe('Too many failed sign-ins for this account. Wait a few minutes and try again, or reset your password.')
    const arabic = await signIn(owner.email, 'wrong-again', newAddress(), 'ar')
    expect(arabic.status).toBe(429)
    expect(arabic.body.message).toMatch(/^محاولات دخول فاشلة كثيرة لهذا الحساب/)
    // Even the right password waits, from an address the account never signed in from.
    expect((await signIn(owner.email, 'correct-horse-9')).status).toBe(429)

    const alerts = (await mailsTo(owner.email)).filter((mail) => mail.subject.includes('Failed sign-ins to your Rihla account'))
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.text).toContain('/en/auth/forgot-password')
    expect(alerts[0]!.text).toContain('حاول أحدهم تسجيل الدخول إلى حسابك')
  })

  it('lets the owner in from an address they signed in from before, while the attacker waits', async () => {
    const owner = await createCustomer('known-address')
    const home = newAddress()
    expect((await signIn(owner.email, 'correct-horse-9', home)).status).toBe(200)
    for (let attempt = 0; attempt < 8; attempt += 1) await signIn(owner.email, `wrong-${attempt}`)
    expect((await signIn(owner.email, 'wrong-once-more')).status).toBe(429)
    const fromHome = await signIn(owner.email, 'correct-horse-9', home)
    expect(fromHome.status).toBe(200)
    expect(fromHome.body.token).toBeTruthy()
  })

  it('lets the owner in anywhere once they reset the password', async () => {
    const owner = await createCustomer('reset')
    for (let attempt = 0; attempt < 6; attempt += 1) await signIn(owner.email, `wrong-${attempt}`)
    expect((await signIn(owner.email, 'correct-horse-9')).status).toBe(429)
    await guestClient().collection('users').requestPasswordReset(owner.email)
    let link = ''
    for (let tries = 0; tries < 50 && !link; tries += 1) {
      link = (await mailsTo(owner.email)).map((mail) => /\S+\/auth\/reset-password#token=[\w.-]+/.exec(mail.text)?.[0] ?? '').find(Boolean) ?? ''
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token')!
    await guestClient().collection('users').confirmPasswordReset(token, 'a-new-password-7', 'a-new-password-7')
    expect((await signIn(owner.email, 'a-new-password-7')).status).toBe(200)
  })

  it('answers an unknown account exactly as a known one, so it tells nobody which exist', async () => {
    const unknown = `nobody-${Date.now()}@rihla.test`
    const statuses: number[] = []
    for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await signIn(unknown, `guess-${attempt}`)).status)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429])
  })
})
