import { useEffect } from 'react'
import { useLocation } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { applyHeadTags } from './apply-head-tags'
import { headTags, type PageHead } from './page-head'
import { useRequestInfo } from './request-context'
import { siteConfigQueries } from './site-config'
import { useLocale } from './use-locale'

/**
 * The document head of the page rendering it: "title | site name", description, canonical and
 * language alternates, social cards, structured data (lib/page-head.ts). On the server the tags
 * go into the HTML; in the browser they are applied after each navigation.
 */
export function usePageMeta(page: PageHead = {}) {
  const { t } = useLingui()
  const locale = useLocale()
  const { pathname } = useLocation()
  const request = useRequestInfo()
  const { data: config } = useQuery(siteConfigQueries.config())
  const tags = headTags(page, {
    locale,
    pathname,
    siteName: config?.site_name?.[locale] || t`Rihla`,
    siteDescription: config?.site_description?.[locale] || t`Book tours, activities and travel services in Saudi Arabia and the Gulf, in Arabic or English, with tickets that work offline.`,
    siteUrl: config?.site_url || request.origin,
    siteImage: config?.site_image,
  })
  request.headCollector?.collect(tags)
  const signature = JSON.stringify(tags)
  useEffect(() => {
    applyHeadTags(JSON.parse(signature))
  }, [signature])
}
