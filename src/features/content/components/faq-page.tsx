import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components'
import { localized } from '../../../lib/localized'
import { Icon } from '../../../ui/icon'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { contentQueries } from '../api/queries'
import '../content.css'

/** Questions as an accordion: each answer opens under its question. */
export function FaqPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: faqs } = useSuspenseQuery(contentQueries.faqs())
  return (
    <PageFrame title={t`Frequently asked questions`} description={t`Answers about booking, payment, cancellation and using Rihla offline.`}>
      <DisclosureGroup className="faq" allowsMultipleExpanded>
        {faqs.map((faq) => (
          <Disclosure key={faq.id} id={faq.key} className="faq__item">
            <Heading level={2} className="faq__question">
              <Button slot="trigger" className="faq__trigger">
                <span>{localized(faq, 'question', locale)}</span>
                <Icon name="chevron" flipInRtl />
              </Button>
            </Heading>
            <DisclosurePanel className="faq__answer">
              <p>{localized(faq, 'answer', locale)}</p>
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </PageFrame>
  )
}
