// Customers' names and emails: names with invisible or direction-changing characters are
// refused with a clear message in the customer's language (sign-up, profile, checkout), and
// emails are one account per mailbox whatever their case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attempt, guestClient, superuserClient } from '../support/api'
import { bookableSlots, checkoutBody, excludeLocalhostFromRateLimits, leadGuest, postCheckout, writeCounts, type BookableSlot, type ErrorBody } from './checkout-support'

let counter = 0
const newEmail = (name: string) => `${name}-${Date.now()}-${(counter += 1)}@rihla.test`
const RIGHT_TO_LEFT_OVERRIDE = '\u202E'

let restore: () => Promise<void>
beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
})
afterAll(async () => {
  await restore?.()
})

describe('names', () => {
  it('refuses a sign-up whose name hides a direction override or a zero-width character, in the customer’s language', async () => {
    const english = await attempt(() => guestClient().collection('users').create({ email: newEmail('bidi'), password: 'first-password-1', passwordConfirm: 'first-password-1', first_name: `${RIGHT_TO_LEFT_OVERRIDE}gnp.exe`, last_name: 'Alharbi', locale: 'en' }))
    expect(english.status).toBe(400)
    const body = english.body as ErrorBody & { data: Record<string, { code: string; message: string }> }
    expect(body.message).toBe('Names cannot contain invisible characters or characters that change the direction of the text. Type the name again without them.')
    expect(body.data.first_name).toEqual({ code: 'validation_invisible_characters', message: body.message })
    const arabic = await attempt(() => guestClient().collection('users').create({ email: newEmail('zwsp'), password: 'first-password-1', passwordConfirm: 'first-password-1', first_name: 'سارة', last_name: 'الحربي\u200B', locale: 'ar' }))
    expect(arabic.status).toBe(400)
    expect((arabic.body as { data: Record<string, { message: string }> }).data.last_name!.message).toMatch(/^لا يمكن أن يحتوي الاسم على محارف غير مرئية/)
    const admin = await superuserClient()
    expect((await admin.collection('users').getList(1, 1, { filter: `first_name ~ "gnp.exe"` })).totalItems).toBe(0)
  })

  it('refuses a name with Unicode tag characters or made only of invisible characters, by Unicode property, in both languages', async () => {
    const tagged = await attempt(() => guestClient().collection('users').create({ email: newEmail('tags'), password: 'first-password-1', passwordConfirm: 'first-password-1', first_name: 'Sara\u{E0041}\u{E0042}', last_name: 'Alharbi', locale: 'en' }))
    expect(tagged.status).toBe(400)
    expect((tagged.body as { data: Record<string, { message: string }> }).data.first_name!.message).toBe('Names cannot contain invisible characters or characters that change the direction of the text. Type the name again without them.')
    const filler = await attempt(() => guestClient().collection('users').create({ email: newEmail('filler'), password: 'first-password-1', passwordConfirm: 'first-password-1', first_name: 'سارة', last_name: '\u3164\u200B', locale: 'ar' }))
    expect(filler.status).toBe(400)
    expect((filler.body as { data: Record<string, { message: string }> }).data.last_name!.message).toBe('لا يمكن أن يحتوي الاسم على محارف غير مرئية أو محارف تغيّر اتجاه النص. اكتب الاسم مرة أخرى دونها.')
    // A Persian name keeps its zero-width non-joiner.
    const persian = await attempt(() => guestClient().collection('users').create({ email: newEmail('persian'), password: 'first-password-1', passwordConfirm: 'first-password-1', first_name: 'علی\u200Cرضا', last_name: 'Karimi', locale: 'en' }))
    expect(persian.status).toBe(200)
  })

  it('refuses such a name when a customer changes their profile', async () => {
    const email = newEmail('profile')
    const client = guestClient()
    await client.collection('users').create({ email, password: 'first-password-1', passwordConfirm: 'first-password-1', first_name: 'Sara', locale: 'en' })
    const { record } = await client.collection('users').authWithPassword(email, 'first-password-1')
    const reply = await attempt(() => client.collection('users').update(record.id, { first_name: `Sara${RIGHT_TO_LEFT_OVERRIDE}` }))
    expect(reply.status).toBe(400)
    expect((await client.collection('users').getOne<{ first_name: string }>(record.id)).first_name).toBe('Sara')
    expect((await client.collection('users').update<{ first_name: string }>(record.id, { first_name: 'سارة' })).first_name).toBe('سارة')
  })

  it('refuses it for a lead guest and a traveller at checkout, writing nothing', async () => {
    const [slot] = (await bookableSlots(1, { guestDetails: true })) as [BookableSlot]
    const before = await writeCounts([slot.id])
    const lead = await postCheckout(checkoutBody([slot], { leadGuest: leadGuest({ firstName: `${RIGHT_TO_LEFT_OVERRIDE}gnp.exe` }), guests: [[{ firstName: 'Noura', lastName: 'Q\u200D' }]] }))
    expect(lead.status).toBe(400)
    const data = lead.body.data as { leadGuest: { firstName: { code: string; message: string } }; guests: { 0: { 0: { lastName: { code: string } } } } }
    expect(data.leadGuest.firstName).toEqual({ code: 'validation_invisible_characters', message: 'Names cannot contain invisible characters or characters that change the direction of the text. Type the name again without them.' })
    expect(data.guests[0][0].lastName.code).toBe('validation_invisible_characters')
    expect(await writeCounts([slot.id])).toEqual(before)
  })
})

describe('emails', () => {
  it('are one account per mailbox: stored in lower case, a second sign-up in another case refused, sign-in in any case', async () => {
    const stamp = `${Date.now()}${(counter += 1)}`
    const typed = `Noura.Case${stamp}@Example.COM`
    const created = await guestClient().collection('users').create<{ id: string }>({ email: typed, password: 'first-password-1', passwordConfirm: 'first-password-1', first_name: 'Noura' })
    const admin = await superuserClient()
    expect((await admin.collection('users').getOne<{ email: string }>(created.id)).email).toBe(typed.toLowerCase())
    const again = await attempt(() => guestClient().collection('users').create({ email: typed.toLowerCase(), password: 'other-password-2', passwordConfirm: 'other-password-2', first_name: 'Other' }))
    expect(again.status).toBe(400)
    expect((again.body as { data: { email: { code: string } } }).data.email.code).toBe('validation_not_unique')
    expect((await guestClient().collection('users').authWithPassword(typed.toUpperCase(), 'first-password-1')).record.id).toBe(created.id)
    // Staff creating an account in the dashboard get the same.
    const staffTyped = `Staff.Made${stamp}@Example.com`
    const byStaff = await admin.collection('users').create<{ email: string }>({ email: staffTyped, password: 'first-password-1', passwordConfirm: 'first-password-1' })
    expect(byStaff.email).toBe(staffTyped.toLowerCase())
  })
})
