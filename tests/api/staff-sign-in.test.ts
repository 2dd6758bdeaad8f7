// Staff sign-in (decisions 026, 030 and 052): wrong passwords for a staff account are counted per
// account across addresses, as for customers, so an attacker with many addresses cannot guess a
// manager's password; a staff account made in the dashboard starts active; an inactive account's
// refusal says so, in the staff member's language, and who turns it on. The test server trusts
// X-Forwarded-For here, so each request can come from an address of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaff, superuserClient } from '../support/api'
import { buildStaff } from '../support/builders'
import { call } from './checkout-support'

let addressCounter = 0
/** A client address of its own (documentation range, RFC 5737). */
const newAddress = () => {
  addressCounter += 1
  return `203.0.${113 + Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`
}

function signIn(identity: string, password: string, address = newAddress(), language = 'en') {
  return call<{ status: number; message: string; token?: string }>('/api/collections/staff/auth-with-password', {
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

describe('per-account sign-in throttle for staff', () => {
  it('holds back a manager’s right password after wrong ones from fifteen addresses, but not from the manager’s own address', async () => {
    const manager = await createStaff('manager', { locale: 'ar' })
    const office = newAddress()
    expect((await signIn(manager.email, manager.password, office)).status).toBe(200)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 15; attempt += 1) statuses.push((await signIn(manager.email, `wrong-password-${attempt}`)).status)
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400])
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true)

    const english = await signIn(manager.email, manager.password)
    expect(english.status).toBe(429)
    expect(english.body.token).toBeUndefined()
    expect(Number(english.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(english.body.message).toBe('Too many failed sign-ins for this account. Wait a few minutes and try again, or ask a manager or the site’s administrator to set a new password.')
    const arabic = await signIn(manager.email, manager.password, newAddress(), 'ar')
    expect(arabic.status).toBe(429)
    expect(arabic.body.message).toBe('محاولات دخول فاشلة كثيرة لهذا الحساب. انتظر بضع دقائق ثم حاول مرة أخرى، أو اطلب من مدير أو من مسؤول الموقع تعيين كلمة مرور جديدة.')

    // The owner's office, where the account signed in before, is not held back (the wait itself
    // ending is shown by pb_hooks/lib/accounts/sign-in-throttle.test.mjs).
    const fromOffice = await signIn(manager.email, manager.password, office)
    expect(fromOffice.status).toBe(200)
    expect(fromOffice.body.token).toBeTruthy()
  })
})

describe('inactive staff accounts', () => {
  it('a staff account made in the dashboard starts active and can sign in', async () => {
    const admin = await superuserClient()
    // The dashboard sends every field of its form, the unticked "active" box as false.
    const sent = buildStaff({ role: 'agent', active: false })
    const made = await admin.collection('staff').create(sent)
    expect(made.active).toBe(true)
    const { active: _active, ...withoutActive } = buildStaff({ role: 'manager' })
    expect((await admin.collection('staff').create(withoutActive)).active).toBe(true)
    const reply = await signIn(sent.email, sent.password)
    expect(reply.status).toBe(200)
    expect(reply.body.token).toBeTruthy()
  })

  it('an inactive agent is told, in their language, that the account is not active and that a manager turns it on', async () => {
    const admin = await superuserClient()
    const arabicAgent = await createStaff('agent', { locale: 'ar' })
    const englishAgent = await createStaff('agent', { locale: 'en' })
    await admin.collection('staff').update(arabicAgent.id, { active: false })
    await admin.collection('staff').update(englishAgent.id, { active: false })

    // The account's own language wins over the browser's.
    const arabic = await signIn(arabicAgent.email, arabicAgent.password, newAddress(), 'en')
    expect(arabic.status).toBe(403)
    expect(arabic.body).toEqual({ status: 403, message: 'حسابك في فريق رحلة غير مفعّل بعد. اطلب من مدير في الفريق تفعيله.', data: {} })
    const english = await signIn(englishAgent.email, englishAgent.password, newAddress(), 'ar')
    expect(english.status).toBe(403)
    expect(english.body).toEqual({ status: 403, message: 'Your Rihla staff account is not active yet. Ask a manager on the team to activate it.', data: {} })
    // A wrong password tells nothing about the account.
    const wrong = await signIn(englishAgent.email, 'not-the-password')
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('Failed to authenticate.')
  })

  it('an inactive manager is told that the site’s administrator turns it on', async () => {
    const admin = await superuserClient()
    const manager = await createStaff('manager', { locale: 'en' })
    await admin.collection('staff').update(manager.id, { active: false })
    const english = await signIn(manager.email, manager.password)
    expect(english.body).toEqual({ status: 403, message: 'Your Rihla staff account is not active yet. Ask the site’s administrator to activate it.', data: {} })
    await admin.collection('staff').update(manager.id, { locale: 'ar' })
    const arabic = await signIn(manager.email, manager.password)
    expect(arabic.body).toEqual({ status: 403, message: 'حسابك في فريق رحلة غير مفعّل بعد. اطلب من مسؤول الموقع تفعيله.', data: {} })
  })
})
