import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'

/** Sets the page title as "page title | site name" (or the site name alone). */
export function useDocumentTitle(pageTitle?: string) {
  const { t } = useLingui()
  const siteName = t`Rihla`
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${siteName}` : siteName
  }, [pageTitle, siteName])
}
