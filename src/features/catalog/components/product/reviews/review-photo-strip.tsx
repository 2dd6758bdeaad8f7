import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button as AriaButton } from 'react-aria-components'
import { formatNumber } from '../../../../../lib/format'
import type { Locale } from '../../../../../lib/locale'
import { Photo } from '../../../../../ui/photo'
import { TravellerPhotoViewer, type ViewedPhoto } from './traveller-photo-viewer'
import './reviews.css'

/**
 * Small photos in a row, each opening the viewer at it. Used under a review (its photos) and in
 * "Travellers' photos" (every review's).
 */
export function ReviewPhotoStrip({ photos, locale, className = 'photo-strip' }: { photos: ViewedPhoto[]; locale: Locale; className?: string }) {
  const { t } = useLingui()
  const [open, setOpen] = useState<number | null>(null)
  if (!photos.length) return null
  const total = formatNumber(photos.length, locale)
  return (
    <>
      <ul className={className}>
        {photos.map((photo, index) => {
          const number = formatNumber(index + 1, locale)
          const name = photo.authorName || t`A traveller`
          return (
            <li key={photo.id}>
              <AriaButton className="photo-strip__button" onPress={() => setOpen(index)} aria-label={t`Open photo ${number} of ${total}, by ${name}`}>
                <Photo className="photo-strip__image" src={photo.src} srcSet={photo.srcSet} sizes="7rem" alt="" width={photo.width} height={photo.height} />
              </AriaButton>
            </li>
          )
        })}
      </ul>
      {open !== null ? <TravellerPhotoViewer photos={photos} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} locale={locale} /> : null}
    </>
  )
}
