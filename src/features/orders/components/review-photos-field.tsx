import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FileTrigger } from 'react-aria-components'
import { formatNumber } from '../../../lib/format'
import type { Locale } from '../../../lib/locale'
import type { ReviewPhoto } from '../../../lib/review-photo'
import { Button } from '../../../ui/button'
import { Photo } from '../../../ui/photo'
import { looksLikeReviewPhoto, MAX_REVIEW_PHOTOS, REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_TYPES } from '../api/review-photos'

/** A photo picked in this visit, not stored yet; `error` is why the server did not take it. */
export type PendingPhoto = { key: string; file: File; preview: string | null; error?: string }
/** The form's photos: the stored ones it keeps, the stored ones to remove, the new ones. */
export type PhotoChanges = { kept: ReviewPhoto[]; removed: string[]; added: PendingPhoto[] }

// Chromium and Firefox cannot show HEIC: such a photo is listed by its name until the server has converted it.
const previewable = (file: File) => /^image\/(jpeg|png|webp)$/i.test(file.type)

let pendingKeys = 0

/**
 * The review's photos: thumbnails of the stored and the new ones, each removable, and "Add
 * photos" (a file picker; a phone offers its camera and library). Files that cannot be photos or
 * are too large are not added; the note under the button says which and why.
 */
export function ReviewPhotosField({ value, onChange, locale, isDisabled }: { value: PhotoChanges; onChange: (next: PhotoChanges) => void; locale: Locale; isDisabled?: boolean }) {
  const { t } = useLingui()
  const [note, setNote] = useState('')
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  })
  // The previews' object URLs are freed when the form goes away.
  useEffect(() => () => latest.current.added.forEach((photo) => photo.preview && URL.revokeObjectURL(photo.preview)), [])

  const count = value.kept.length + value.added.length
  const room = MAX_REVIEW_PHOTOS - count
  const max = formatNumber(MAX_REVIEW_PHOTOS, locale)
  const megabytes = formatNumber(REVIEW_PHOTO_MAX_BYTES / (1024 * 1024), locale)

  const pick = (files: FileList | null) => {
    const picked = Array.from(files ?? [])
    const problems: string[] = []
    const added: PendingPhoto[] = []
    for (const file of picked) {
      const fileName = file.name
      if (!looksLikeReviewPhoto(file)) problems.push(t`${fileName} is not a JPEG, PNG, WebP or HEIC photo.`)
      else if (file.size > REVIEW_PHOTO_MAX_BYTES) problems.push(t`${fileName} is larger than ${megabytes} MB.`)
      else if (added.length >= room) problems.push(t`${fileName} was not added: a review can have at most ${max} photos.`)
      else added.push({ key: `pending-${(pendingKeys += 1)}`, file, preview: previewable(file) ? URL.createObjectURL(file) : null })
    }
    setNote(problems.join(' '))
    if (added.length) onChange({ ...value, added: [...value.added, ...added] })
  }

  const removeStored = (photo: ReviewPhoto) => onChange({ ...value, kept: value.kept.filter((row) => row.id !== photo.id), removed: [...value.removed, photo.id] })
  const removePending = (photo: PendingPhoto) => {
    if (photo.preview) URL.revokeObjectURL(photo.preview)
    onChange({ ...value, added: value.added.filter((row) => row.key !== photo.key) })
  }

  const label = (position: number) => formatNumber(position, locale)
  return (
    <fieldset className="review-photos" data-testid="review-photos">
      <legend>{t`Photos (optional)`}</legend>
      <p className="field__description" id="review-photos-help">
        {t`Up to ${max} photos, JPEG, PNG, WebP or HEIC, each up to ${megabytes} MB. We remove the location and camera details before publishing them.`}
      </p>
      {count > 0 ? (
        <ul className="review-photos__list">
          {value.kept.map((photo, index) => {
            const number = label(index + 1)
            return (
              <li key={photo.id} className="review-photos__item" data-testid="review-photo">
                <Photo className="review-photos__image" src={photo.src} srcSet={photo.srcSet} sizes="8rem" alt={t`Your photo ${number}`} width={photo.width} height={photo.height} />
                <Button variant="quiet" onPress={() => removeStored(photo)} isDisabled={isDisabled} aria-label={t`Remove photo ${number}`}>
                  {t`Remove`}
                </Button>
              </li>
            )
          })}
          {value.added.map((photo, index) => {
            const number = label(value.kept.length + index + 1)
            const errorId = `${photo.key}-error`
            return (
              <li key={photo.key} className="review-photos__item" data-testid="review-photo" data-pending="true">
                {photo.preview ? (
                  <img className="review-photos__image" src={photo.preview} alt={t`Your new photo ${number}`} />
                ) : (
                  <span className="review-photos__image review-photos__name" dir="auto">
                    {photo.file.name}
                  </span>
                )}
                <Button variant="quiet" onPress={() => removePending(photo)} isDisabled={isDisabled} aria-label={t`Remove photo ${number}`} aria-describedby={photo.error ? errorId : undefined}>
                  {t`Remove`}
                </Button>
                {photo.error ? (
                  <p className="field__error review-photos__error" id={errorId}>
                    {photo.error}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : null}
      <FileTrigger acceptedFileTypes={[...REVIEW_PHOTO_TYPES, '.heic', '.heif']} allowsMultiple onSelect={pick}>
        <Button variant="secondary" isDisabled={isDisabled || room <= 0} aria-describedby="review-photos-help">
          {count > 0 ? t`Add more photos` : t`Add photos`}
        </Button>
      </FileTrigger>
      <p className="review-photos__note" role="status">
        {room <= 0 ? t`You have added the most photos a review can have (${max}).` : ''} {note}
      </p>
    </fieldset>
  )
}
