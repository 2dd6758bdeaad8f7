// Issue 34, item 11: a conversation started from a product page says, to the traveller too,
// which experience it is about (its titles in both languages, where it lives, and its photo).
import { describe, expect, it } from 'vitest'
import { superuserClient } from '../support/api'
import { chatGuest, openThread, threadView } from './chat-support'

type Experience = { id: string; slug: string; title_ar: string; title_en: string; city: string; images: { src: string }[] }

describe('a conversation about an experience', () => {
  it('names the experience in the traveller’s view of the thread: titles, slug, city and photo', async () => {
    const admin = await superuserClient()
    const experience = await admin.collection('experiences').getFirstListItem<Experience>("status = 'active' && city != ''")
    const city = await admin.collection('cities').getOne<{ slug: string }>(experience.city)
    const guest = await chatGuest('ar')
    const { thread } = await openThread(guest.token, { experienceId: experience.id, locale: 'ar' })

    const view = await threadView(guest.token, thread.id)
    expect(view.status).toBe(200)
    expect(view.body.thread.experience).toBe(experience.id)
    expect(view.body.thread.experience_title).toMatchObject({ id: experience.id, slug: experience.slug, ar: experience.title_ar, en: experience.title_en, citySlug: city.slug })
    expect((view.body.thread.experience_title as { image: { src: string } | null }).image?.src).toBe(experience.images[0]!.src)

    // A conversation about nothing in particular names no experience.
    const plain = await openThread(guest.token, { subject: 'A general question' })
    expect((await threadView(guest.token, plain.thread.id)).body.thread.experience_title).toBeNull()
  })
})
