import { useLingui } from '@lingui/react/macro'
import { formatDate, formatNumber } from '../../../../../lib/format'
import type { Locale } from '../../../../../lib/locale'
import type { ReviewPhoto } from '../../../../../lib/review-photo'
import { Button } from '../../../../../ui/button'
import { Photo } from '../../../../../ui/photo'
import { Sheet } from '../../../../../ui/sheet'

/** A photo with who took it, for the viewer's caption. */
export type ViewedPhoto = ReviewPhoto & { authorName: string; activityMonth: string }

type ViewerProps = { photos: ViewedPhoto[]; index: number; onIndexChange: (index: number) => void; onClose: () => void; locale: Locale }

/** One traveller's photo at a time, large, with its author and month, and the previous and next ones. */
export function TravellerPhotoViewer({ photos, index, onIndexChange, onClose, locale }: ViewerProps) {
  const { t } = useLingui()
  const photo = photos[index]
  if (!photo) return null
  const number = formatNumber(index + 1, locale)
  const total = formatNumber(photos.length, locale)
  const name = photo.authorName || t`A traveller`
  const month = photo.activityMonth ? formatDate(`${photo.activityMonth}-15`, locale, { month: 'long', year: 'numeric' }) : ''
  const footer = (
    <>
      {photos.length > 1 ? (
        <>
          <Button variant="secondary" onPress={() => onIndexChange(index - 1)} isDisabled={index === 0}>
            {t`Previous photo`}
          </Button>
          <Button variant="secondary" onPress={() => onIndexChange(index + 1)} isDisabled={index === photos.length - 1}>
            {t`Next photo`}
          </Button>
        </>
      ) : null}
      <Button onPress={onClose}>{t`Close`}</Button>
    </>
  )
  return (
    <Sheet title={t`Photo ${number} of ${total}`} isOpen onOpenChange={(open) => (open ? undefined : onClose())} footer={footer}>
      <figure className="traveller-photo" data-testid="traveller-photo-viewer">
        <Photo className="traveller-photo__image" src={photo.src} srcSet={photo.srcSet} sizes="(min-width: 768px) 720px, 100vw" alt={t`Photo by ${name}`} width={photo.width} height={photo.height} />
        <figcaption>
          <span className="traveller-photo__mark">{t`Traveller’s photo`}</span> <span dir="auto">{name}</span>
          {month ? <span>{t`Travelled in ${month}`}</span> : null}
        </figcaption>
      </figure>
    </Sheet>
  )
}
