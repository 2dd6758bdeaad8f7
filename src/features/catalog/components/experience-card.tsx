import { memo, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { Link } from '../../../ui/link'
import { formatDuration, formatNumber } from '../../../lib/format'
import { localePath, type Locale } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { ResponsiveImage } from '../../../ui/responsive-image'
import { usePriceFormat } from '../../../lib/use-price-format'
import { SaveControl } from '../../../lib/save-control'
import type { SearchItem } from '../api/search'
import { CARD_IMAGE_SIZES } from '../card-image-sizes'
import '../../../ui/experience-card.css'

type ExperienceCardProps = {
  experience: SearchItem
  locale: Locale
  priority?: boolean
  /**
   * The card's badges (experience-badges.tsx's cardBadges), passed by the listings and the
   * product page: home's featured cards go without, which keeps them off home's first load.
   * A function defined once, so the memoised card stays unchanged between renders.
   */
  renderBadges?: (experience: SearchItem, locale: Locale) => ReactNode
}

/** The product URL: within its city when the city is known. */
export function experiencePath(experience: { slug: string; city?: { slug: string } | null }, locale: Locale): string {
  const city = experience.city?.slug
  return localePath(locale, city ? `/things-to-do-in-${city}/${experience.slug}` : `/experiences/${experience.slug}`)
}

// Memoised: a grid re-rendered for its own reasons (a query settling, the next cards arriving)
// leaves the cards it already shows alone.
export const ExperienceCard = memo(function ExperienceCard({ experience, locale, priority = false, renderBadges }: ExperienceCardProps) {
  const { t, i18n } = useLingui()
  const price = usePriceFormat()
  const image = experience.images[0]
  const title = localized(experience, 'title', locale)
  const rating = formatNumber(experience.rating_avg, locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 })
  const reviews = formatNumber(experience.review_count, locale)
  const reviewCount = experience.review_count
  const fromPrice = price(experience.price_from)
  return (
    <article className="experience-card">
      {image ? (
        <ResponsiveImage src={image.src} alt="" width={image.width} height={image.height} placeholder={image.placeholder} sizes={CARD_IMAGE_SIZES} priority={priority} />
      ) : null}
      <SaveControl
        className="save-button--card"
        name={title}
        experience={{ id: experience.id, slug: experience.slug, citySlug: experience.city?.slug ?? null, title_ar: experience.title_ar, title_en: experience.title_en, image: image ?? null, price_from: experience.price_from }}
      />
      <div className="experience-card__body">
        {experience.city ? <p className="experience-card__city">{localized(experience.city, 'name', locale)}</p> : null}
        <h3 className="experience-card__title">
          <Link href={experiencePath(experience, locale)} className="experience-card__link">
            {title}
          </Link>
        </h3>
        <p className="experience-card__meta">
          <span>{formatDuration(experience.duration_minutes, i18n, { kind: experience.kind })}</span>
          {experience.review_count > 0 ? <span aria-label={t`Rated ${rating} out of 5 from ${plural(reviewCount, { one: '# review', other: '# reviews' })}`}>★ {rating} ({reviews})</span> : null}
        </p>
        {renderBadges ? renderBadges(experience, locale) : null}
        <p className="experience-card__price">
          <Trans>From {fromPrice}</Trans>
        </p>
      </div>
    </article>
  )
})
