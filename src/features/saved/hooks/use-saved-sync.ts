import { useEffect, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { set } from 'idb-keyval'
import { pocketBase } from '../../../lib/pocketbase'
import { useAuth } from '../../../lib/use-auth'
import type { MediaImage } from '../../../lib/media-image'
import { SAVED_KEY, savedQueries, type SavedExperience } from '../api/saved'

type SavedRecord = {
  id: string
  experience: string
  created: string
  expand?: { experience?: { id: string; slug: string; title_ar: string; title_en: string; images: MediaImage[]; price_from: number; expand?: { city?: { slug: string } } } }
}

const toSaved = (record: SavedRecord): SavedExperience | null => {
  const experience = record.expand?.experience
  if (!experience) return null
  const image = experience.images?.[0]
  return {
    id: experience.id,
    slug: experience.slug,
    citySlug: experience.expand?.city?.slug ?? null,
    title_ar: experience.title_ar,
    title_en: experience.title_en,
    image: image ? { src: image.src, width: image.width, height: image.height, placeholder: image.placeholder } : null,
    price_from: experience.price_from,
    savedAt: record.created.replace(' ', 'T'),
  }
}

/**
 * For customers, saved experiences also live in `saved_experiences`, so they follow them to
 * other devices: merged on sign-in, then every heart on this device is mirrored.
 */
export function useSavedSync() {
  const user = useAuth()
  const queryClient = useQueryClient()
  const { data: saved } = useQuery(savedQueries.list())
  const synced = useRef<string | null>(null)
  const merging = useRef<string | null>(null)
  // experience id → saved_experiences record id, as the account has them.
  const remote = useRef(new Map<string, string>())

  useEffect(() => {
    if (!user?.id || merging.current === user.id) return
    merging.current = user.id
    void (async () => {
      try {
        const pb = await pocketBase()
        const records = await pb.collection('saved_experiences').getFullList<SavedRecord>({ expand: 'experience,experience.city' })
        remote.current = new Map(records.map((record) => [record.experience, record.id]))
        const device = queryClient.getQueryData(savedQueries.list().queryKey) ?? []
        const fromAccount = records.map(toSaved).filter((item): item is SavedExperience => item !== null)
        const together = [...device, ...fromAccount.filter((item) => !device.some((existing) => existing.id === item.id))]
        await set(SAVED_KEY, together)
        synced.current = user.id
        await queryClient.invalidateQueries({ queryKey: savedQueries.list().queryKey })
        await mirror(together, user.id)
      } catch (error) {
        merging.current = null
        console.warn('could not merge saved experiences with the account', error)
      }
    })()
  }, [queryClient, user?.id])

  async function mirror(items: SavedExperience[], userId: string) {
    const pb = await pocketBase()
    const wanted = new Set(items.map((item) => item.id))
    for (const item of items) {
      if (remote.current.has(item.id)) continue
      const record = await pb.collection('saved_experiences').create<{ id: string }>({ user: userId, experience: item.id })
      remote.current.set(item.id, record.id)
    }
    for (const [experienceId, recordId] of [...remote.current]) {
      if (wanted.has(experienceId)) continue
      await pb.collection('saved_experiences').delete(recordId)
      remote.current.delete(experienceId)
    }
  }

  useEffect(() => {
    if (!user?.id || synced.current !== user.id || !saved) return
    void mirror(saved, user.id).catch((error) => console.warn('could not save to the account', error))
  }, [saved, user?.id])

  useEffect(() => {
    if (!user) {
      synced.current = null
      merging.current = null
      remote.current = new Map()
    }
  }, [user])
}
