import { lazy, Suspense, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../../lib/format'
import type { Locale } from '../../../../lib/locale'
import { Button } from '../../../../ui/button'
import { ResponsiveImage } from '../../../../ui/responsive-image'
import type { MediaImage } from '../../../../lib/media-image'
import './product.css'

// The sheet (react-aria's modal and dialog) loads when it is first opened.
const GallerySheet = lazy(() => import('./gallery-sheet').then((module) => ({ default: module.GallerySheet })))

/** The main image first (loaded eagerly), two more beside it, and 'view all images'. */
export function Gallery({ images, experienceId, locale }: { images: MediaImage[]; experienceId: string; locale: Locale }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const alt = (image: MediaImage) => (locale === 'ar' ? image.alt_ar : image.alt_en)
  const [main, ...rest] = images
  const count = formatNumber(images.length, locale)
  if (!main) return null
  return (
    <div className="gallery">
      <ResponsiveImage className="gallery__main" src={main.src} alt={alt(main)} width={main.width} height={main.height} placeholder={main.placeholder} sizes="(min-width: 1152px) 760px, 100vw" priority />
      {rest.slice(0, 2).map((image, index) => (
        <ResponsiveImage key={index} className="gallery__side" src={image.src} alt={alt(image)} width={image.width} height={image.height} placeholder={image.placeholder} sizes="(min-width: 1152px) 380px, 50vw" />
      ))}
      {images.length > 1 ? (
        <Button variant="secondary" className="gallery__all" onPress={() => setOpen(true)}>
          {t`View all images (${count})`}
        </Button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <GallerySheet images={images} experienceId={experienceId} locale={locale} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  )
}
