import { Plural } from '@lingui/react/macro'
import { Link } from '../../../../ui/link'
import { localePath, type Locale } from '../../../../lib/locale'
import { localized } from '../../../../lib/localized'
import type { Category } from '../../types'
import '../../catalog.css'

type CategoryGridProps = { categories: Category[]; locale: Locale }

export function CategoryGrid({ categories, locale }: CategoryGridProps) {
  return (
    <ul className="category-grid" data-testid="category-list">
      {categories.map((category) => (
        <li key={category.id} className="category-card" data-kind={category.kind}>
          <Link href={localePath(locale, `/${category.slug}`)} className="category-card__name card-link">
            {localized(category, 'name', locale)}
          </Link>
          <span className="category-card__count">
            <Plural value={category.experience_count} _0="No experiences yet" one="# experience" other="# experiences" />
          </span>
        </li>
      ))}
    </ul>
  )
}
