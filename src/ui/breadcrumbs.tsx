import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components'

export type Crumb = { label: string; href?: string }

type BreadcrumbsProps = { items: Crumb[]; label: string }

/** The trail to the current page; the last item is the page itself. */
export function Breadcrumbs({ items, label }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className="breadcrumbs">
      <AriaBreadcrumbs>
        {items.map((item, index) => (
          <Breadcrumb key={`${index}-${item.label}`} className="breadcrumbs__item">
            <Link href={index < items.length - 1 ? item.href : undefined}>{item.label}</Link>
          </Breadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  )
}
