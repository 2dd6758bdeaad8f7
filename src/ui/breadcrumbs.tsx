import { Link } from './link'
import './breadcrumbs.css'

export type Crumb = { label: string; href?: string }

type BreadcrumbsProps = { items: Crumb[]; label: string }

/**
 * The trail to the current page; the last item is the page itself. Plain markup rather than
 * react-aria's Breadcrumbs, a collection that renders its items only on a second pass: the
 * heading below would jump down once they appeared.
 */
export function Breadcrumbs({ items, label }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {items.map((item, index) => {
          const current = index === items.length - 1
          return (
            <li key={`${index}-${item.label}`} className="breadcrumbs__item">
              {current || !item.href ? <span aria-current={current ? 'page' : undefined}>{item.label}</span> : <Link href={item.href}>{item.label}</Link>}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
