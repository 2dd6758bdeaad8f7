import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { loadCatalogPart } from '../../../../lib/i18n'
import type { Locale } from '../../../../lib/locale'
import { Button } from '../../../../ui/button'
import { ResponsiveImage } from '../../../../ui/responsive-image'
import { Sheet } from '../../../../ui/sheet'
import type { MediaImage } from '../../../../lib/media-image'
import './product.css'

// Travellers' photos come from the reviews (their code and the 'orders' messages, as the reviews panel's).
const TravellerPhotos = lazy(() => Promise.all([import('./reviews/traveller-photos'), loadCatalogPart('orders')]).then(([module]) => ({ default: module.TravellerPhotos })))

type GallerySheetProps = { images: MediaImage[]; experienceId: string; locale: Locale; isOpen: boolean; onOpenChange: (open: boolean) => void }

/** Every image of the experience in a sheet, then the travellers' photos. */
export function GallerySheet({ images, experienceId, locale, isOpen, onOpenChange }: GallerySheetProps) {
  const { t } = useLingui()
  const alt = (image: MediaImage) => (locale === 'ar' ? image.alt_ar : image.alt_en)
  return (
    <Sheet title={t`All images`} isOpen={isOpen} onOpenChange={onOpenChange} footer={<Button onPress={() => onOpenChange(false)}>{t`Close`}</Button>}>
      <ul className="gallery__list">
        {images.map((image, index) => (
          <li key={index}>
            <ResponsiveImage src={image.src} alt={alt(image)} width={image.width} height={image.height} placeholder={image.placeholder} sizes="(min-width: 768px) 720px, 100vw" />
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        <TravellerPhotos experienceId={experienceId} locale={locale} />
      </Suspense>
    </Sheet>
  )
}
