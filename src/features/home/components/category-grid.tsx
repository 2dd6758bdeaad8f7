import { Plural } from '@lingui/react/macro'
import type { Locale } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import type { Category } from '../../catalog/types'

type CategoryGridProps = { categories: Category[]; locale: Locale }

export function CategoryGrid({ categories, locale }: CategoryGridProps) {
  return (
    <ul className="category-grid" data-testid="category-list">
      {categories.map((category) => (
        <li key={category.id} className="category-card" data-kind={category.kind}>
          <span className="category-card__name">{localized(category, 'name', locale)}</span>
          <span className="category-card__count">
            <Plural value={category.experience_count} _0="No experiences yet" one="# experience" other="# experiences" />
          </span>
        </li>
      ))}
    </ul>
  )
}
