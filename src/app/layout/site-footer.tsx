import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../../ui/link'
import { formatNumber } from '../../lib/format'
import { localePath } from '../../lib/locale'
import { inlineSeparator } from '../../lib/inline-separator'
import { siteConfigQueries } from '../../lib/site-config'
import { useLocale } from '../../lib/use-locale'
import { supportLinks } from '../../lib/support-links'
import { InstallApp } from '../../features/pwa/components/install-app'
import './site-footer.css'

export function SiteFooter() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: config } = useQuery(siteConfigQueries.config())
  const support = supportLinks(config)
  const year = formatNumber(new Date().getFullYear(), locale, { useGrouping: false })
  const links = [
    { path: '/saved', label: t`Saved experiences` },
    { path: '/blog', label: t`Blog` },
    { path: '/faq', label: t`FAQ` },
    { path: '/about', label: t`About us` },
    { path: '/contact-us', label: t`Contact us` },
    { path: '/terms-and-conditions', label: t`Terms and conditions` },
    { path: '/privacy-policy', label: t`Privacy policy` },
  ]
  return (
    <footer className="site-footer">
      <InstallApp />
      <nav aria-label={t`Footer`}>
        <ul className="site-footer__links">
          {links.map((link) => (
            <li key={link.path}>
              <Link href={localePath(locale, link.path)}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__support">
        <Trans>24/7 support:</Trans>{' '}
        {support.phone ? (
          <a href={support.phone} dir="ltr">
            {config?.support_phone}
          </a>
        ) : null}
        {support.whatsapp ? (
          <>
            {inlineSeparator(locale)}
            <a href={support.whatsapp} target="_blank" rel="noopener noreferrer">
              <Trans>WhatsApp</Trans>
            </a>
          </>
        ) : null}
      </p>
      <p>
        <Trans>Tours, activities and travel services across Saudi Arabia and the Gulf.</Trans>
      </p>
      <p>
        <Trans>© {year} Rihla. All rights reserved.</Trans>
      </p>
    </footer>
  )
}
