import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../../../ui/link'
import { localePath, type Locale } from '../../../lib/locale'
import { siteConfigQueries } from '../../../lib/site-config'
import { supportLinks } from '../../../lib/support-links'
import '../contact.css'

/** 24/7 chat and phone support. */
export function SupportBlock({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const { data: config } = useQuery(siteConfigQueries.config())
  const links = supportLinks(config)
  return (
    <section className="support-block" aria-labelledby="support-title">
      <h2 id="support-title">{t`We're here 24/7`}</h2>
      <p>
        <Trans>Questions before or during your trip? Talk to a person, in Arabic or English, any time.</Trans>
      </p>
      <div className="button-row">
        {links.phone ? (
          <a className="button button--primary" href={links.phone}>
            {t`Call us`} <span dir="ltr">{config?.support_phone}</span>
          </a>
        ) : null}
        {links.whatsapp ? (
          <a className="button button--secondary" href={links.whatsapp} target="_blank" rel="noopener noreferrer">
            {t`WhatsApp`}
          </a>
        ) : null}
        <Link className="button button--secondary" href={localePath(locale, '/contact-us')}>
          {t`Chat with us`}
        </Link>
      </div>
    </section>
  )
}
