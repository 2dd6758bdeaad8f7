import { Plural } from '@lingui/react/macro'
import { Link } from '../../../ui/link'
import { localePath, type Locale } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { ResponsiveImage } from '../../../ui/responsive-image'
import type { City } from '../types'
import '../catalog.css'

type CityGridProps = { cities: City[]; locale: Locale; priorityCount?: number; testId?: string }

export function CityGrid({ cities, locale, priorityCount = 0, testId = 'city-list' }: CityGridProps) {
  return (
    <ul className="city-grid" data-testid={testId}>
      {cities.map((city, index) => (
        <li key={city.id} className="city-card">
          {city.image ? (
            <ResponsiveImage
              src={city.image.src}
              alt=""
              width={city.image.width}
              height={city.image.height}
              placeholder={city.image.placeholder}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
              priority={index < priorityCount}
            />
          ) : null}
          <div className="city-card__text">
            <Link href={localePath(locale, `/things-to-do-in-${city.slug}`)} className="city-card__name card-link">
              {localized(city, 'name', locale)}
            </Link>
            {city.expand?.country ? <span className="city-card__country">{localized(city.expand.country, 'name', locale)}</span> : null}
            <span className="city-card__count">
              <Plural value={city.experience_count} _0="No experiences yet" one="# experience" other="# experiences" />
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
