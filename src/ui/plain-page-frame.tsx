import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { localePath } from '../lib/locale'
import type { PageHead } from '../lib/page-head'
import { Breadcrumbs, type Crumb } from './breadcrumbs'
import { usePageMeta } from '../lib/use-page-meta'
import { useLocale } from '../lib/use-locale'

export type PageFrameProps = {
  title: string
  /** Trail between home and this page. */
  trail?: Crumb[]
  description?: string
  /** The rest of the page's head: social image, noindex, structured data, the image to fetch first. */
  head?: Omit<PageHead, 'title' | 'description'>
  children?: ReactNode
  className?: string
}

/**
 * Every page but home: breadcrumbs from home, the page heading, and the document head. Without
 * react-aria's providers, for pages that start without react-aria (the listings); the others use
 * PageFrame.
 */
export function PlainPageFrame({ title, trail = [], description, head, children, className }: PageFrameProps) {
  const { t } = useLingui()
  const locale = useLocale()
  usePageMeta({ ...head, title, description })
  const crumbs: Crumb[] = [{ label: t`Home`, href: localePath(locale, '/') }, ...trail, { label: title }]
  return (
    <main className={['page', className].filter(Boolean).join(' ')} id="main">
      <Breadcrumbs items={crumbs} label={t`Breadcrumbs`} />
      <h1 className="page__title">{title}</h1>
      {children}
    </main>
  )
}
