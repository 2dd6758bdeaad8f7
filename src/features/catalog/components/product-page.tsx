import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { Link } from 'react-aria-components'
import { errorCatalogue } from '../../../lib/error-catalogue'
import { formatDuration, formatNumber } from '../../../lib/format'
import { localePath, type Locale } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { inPageDigits } from '../../../lib/arabic-digits'
import { usePriceFormat } from '../../../lib/use-price-format'
import { SaveControl } from '../../../lib/save-control'
import { ChatEntry } from '../../../lib/chat-entry'
import { PageFrame } from '../../../ui/page-frame'
import { RenderLater } from '../../../ui/render-later'
import { RenderWhenNear } from '../../../ui/render-when-near'
import { MeetingPointMap } from '../../../ui/meeting-point-map'
import { useLocale } from '../../../lib/use-locale'
import { catalogQueries } from '../api/queries'
import { useFilterVocabulary } from '../hooks/use-filter-vocabulary'
import type { BilingualItem, FaqEntry } from '../types'
import { BookingPanel } from './product/booking-panel'
import { BookingBar } from './product/booking-bar'
import { ExperienceBadges } from './experience-badges'
import { CancellationPolicyText } from '../../../lib/cancellation-policy-text'
import { productStructuredData } from '../product-structured-data'
import { experienceSnapshot } from '../experience-snapshot'
import { Gallery } from './product/gallery'
import { ReadMore } from './product/read-more'
import { RelatedExperiences } from './product/related-experiences'
import { ReviewsSection } from './product/reviews-section'
import './product/product.css'

type ProductPageProps = { slug: string; initialDate?: string }

function ItemList({ title, items, locale, className }: { title: string; items: BilingualItem[] | undefined; locale: Locale; className?: string }) {
  if (!items?.length) return null
  return (
    <section className={['product__section', className].filter(Boolean).join(' ')}>
      <h2>{title}</h2>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item[locale] || item.en}</li>
        ))}
      </ul>
    </section>
  )
}

/** The product's own questions, each opening its answer (shown only when it has some). */
function ProductFaq({ title, entries, locale }: { title: string; entries: FaqEntry[] | undefined; locale: Locale }) {
  const shown = (entries ?? []).filter((entry) => localized(entry, 'question', locale) && localized(entry, 'answer', locale))
  if (!shown.length) return null
  return (
    <section className="product__section product__faq" data-testid="product-faq">
      <h2>{title}</h2>
      {shown.map((entry, index) => (
        <details key={index} className="product__faq-entry">
          <summary>{localized(entry, 'question', locale)}</summary>
          <p>{localized(entry, 'answer', locale)}</p>
        </details>
      ))}
    </section>
  )
}

export function ProductPage({ slug, initialDate }: ProductPageProps) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const price = usePriceFormat()
  const vocabulary = useFilterVocabulary()
  const { data: experience } = useSuspenseQuery(catalogQueries.experience(slug))
  const city = experience.expand?.city
  const title = localized(experience, 'title', locale)
  const trail = city ? [{ label: localized(city, 'name', locale), href: localePath(locale, `/things-to-do-in-${city.slug}`) }] : [{ label: t`Experiences`, href: localePath(locale, '/experiences') }]
  const location = experience.location
  const fromPrice = price(experience.price_from)
  const ageMin = formatNumber(experience.age_min, locale)
  const ageMax = experience.age_max
  const languageNames = (experience.languages ?? []).map((key) => vocabulary.languages.find((entry) => entry.key === key)).filter(Boolean).map((entry) => localized(entry!, 'name', locale))
  const rating = formatNumber(experience.rating_avg, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const reviewCount = experience.review_count
  const hasPoint = Boolean(location) && Number.isFinite(location.lat) && Number.isFinite(location.lng)
  const cityCentre = city && Number.isFinite(city.lat) && Number.isFinite(city.lng) && (city.lat !== 0 || city.lng !== 0) ? { lat: city.lat!, lng: city.lng!, name: localized(city, 'name', locale) } : undefined
  const unavailable = experience.status === 'unavailable'
  const summary = experienceSnapshot(experience)

  return (
    <PageFrame
      title={title}
      description={localized(experience, 'summary', locale)}
      trail={trail}
      className="product"
      head={{
        image: experience.images[0],
        type: 'product',
        structuredData: (page) => productStructuredData(experience, page),
      }}
    >
      <div className="product__title-row">
        {experience.review_count > 0 ? (
          <p className="product__rating">
            ★ {rating} <span>({t`${plural(reviewCount, { one: '# review', other: '# reviews' })}`})</span>
          </p>
        ) : null}
        <SaveControl
          name={title}
          experience={summary}
        />
      </div>
      <ExperienceBadges badges={experience.badges} locale={locale} className="product__badges" />
      <Gallery images={experience.images} experienceId={experience.id} locale={locale} />
      <RenderLater>
        <div className="product__layout">
          <div className="product__main">
            <dl className="product__facts">
              <div>
                <dt>{t`Duration`}</dt>
                <dd>{formatDuration(experience.duration_minutes, i18n, { kind: experience.kind })}</dd>
              </div>
              <div>
                <dt>{t`Age range`}</dt>
                <dd>{t`${ageMin}–${plural(ageMax, { one: '# year', other: '# years' })}`}</dd>
              </div>
              {languageNames.length ? (
                <div>
                  <dt>{t`Languages`}</dt>
                  <dd>{new Intl.ListFormat(locale === 'ar' ? 'ar-SA' : 'en-US', { type: 'conjunction' }).format(languageNames)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t`Pickup and drop-off`}</dt>
                <dd>{experience.pickup_included ? (experience.dropoff_included ? t`Pickup and drop-off included` : t`Pickup included`) : t`Meet at the meeting point`}</dd>
              </div>
              <div>
                <dt>{t`Tour guide`}</dt>
                <dd>{experience.tour_guide ? t`Licensed guide included` : t`No guide`}</dd>
              </div>
              <div>
                <dt>{t`Price`}</dt>
                <dd>
                  <Trans>From {fromPrice}</Trans>
                </dd>
              </div>
            </dl>

            <section className="product__section">
              <h2>{t`Overview`}</h2>
              <ReadMore text={localized(experience, 'description', locale)} moreLabel={t`Read more`} lessLabel={t`Read less`} />
            </section>
            <ItemList title={t`Highlights`} items={experience.highlights} locale={locale} />
            <ItemList title={t`What's included`} items={experience.includes} locale={locale} />
            <ItemList title={t`Not included`} items={experience.excludes} locale={locale} />
            {experience.itinerary?.length ? (
              <section className="product__section">
                <h2>{t`Itinerary`}</h2>
                <ol className="itinerary">
                  {experience.itinerary.map((step, index) => (
                    <li key={index}>
                      <h3>{inPageDigits(localized(step, 'title', locale), locale)}</h3>
                      <p>{inPageDigits(localized(step, 'text', locale), locale)}</p>
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
            <ItemList title={t`Know before you go`} items={experience.know_before_you_go} locale={locale} />
            <ItemList title={t`What to bring`} items={experience.what_to_bring} locale={locale} />
            <ItemList title={t`Not suitable for`} items={experience.not_suitable_for} locale={locale} className="product__not-suitable" />
            <section className="product__section">
              <h2>{t`Cancellation policy`}</h2>
              <CancellationPolicyText policy={experience.cancellation_policy} locale={locale} />
            </section>
            {location ? (
              <section className="product__section">
                <h2>{t`Location`}</h2>
                <p>
                  <strong>{t`Meeting point:`}</strong> {localized(location, 'meeting_point', locale)}
                </p>
                <p>{localized(location, 'address', locale)}</p>
                {hasPoint ? <MeetingPointMap point={{ lat: location.lat, lng: location.lng }} name={localized(location, 'meeting_point', locale) || title} reference={cityCentre} locale={locale} /> : null}
              </section>
            ) : null}
            <ProductFaq title={t`Questions about this experience`} entries={experience.faq} locale={locale} />
          </div>
          <aside className="product__aside">
            {unavailable ? (
              <div className="notice notice--warning" role="status">
                <p>{i18n._(errorCatalogue.activityUnavailable)}</p>
                {city ? <Link href={localePath(locale, `/things-to-do-in-${city.slug}`)}>{t`See similar experiences`}</Link> : null}
              </div>
            ) : (
              <BookingPanel experience={experience} initialDate={initialDate} />
            )}
            <ChatEntry experienceId={experience.id} />
          </aside>
          {/* After the booking panel on a phone; under the content, beside the panel, on a wide screen. */}
          <div className="product__reviews">
            {/* Below the fold on every screen: read and drawn as the traveller scrolls near them. */}
            <RenderWhenNear placeholderClassName="section-placeholder">
              <ReviewsSection experienceId={experience.id} slug={slug} locale={locale} />
            </RenderWhenNear>
          </div>
        </div>
        {city ? (
          <RenderWhenNear placeholderClassName="section-placeholder">
            <RelatedExperiences experienceId={experience.id} citySlug={city.slug} locale={locale} title={unavailable ? t`Similar experiences` : undefined} />
          </RenderWhenNear>
        ) : null}
      </RenderLater>
      {unavailable ? null : <BookingBar fromPrice={fromPrice} panelId="booking-panel" />}
    </PageFrame>
  )
}
