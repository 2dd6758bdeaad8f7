import { Trans } from '@lingui/react/macro'

export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <p>
        <Trans>Tours, activities and travel services across Saudi Arabia and the Gulf.</Trans>
      </p>
      <p>
        <Trans>© {year} Rihla. All rights reserved.</Trans>
      </p>
    </footer>
  )
}
