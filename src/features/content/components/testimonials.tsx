import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { testimonialsQuery } from '../api/queries'

export function Testimonials({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const { data: testimonials = [] } = useQuery(testimonialsQuery())
  if (!testimonials.length) return null
  return (
    <section aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">{t`What travellers say`}</h2>
      <ul className="testimonials">
        {testimonials.map((item) => (
          <li key={item.id} className="testimonial">
            <blockquote>
              <p>{localized(item, 'text', locale)}</p>
            </blockquote>
            <p className="testimonial__who">
              <span aria-hidden="true">{'★'.repeat(item.rating)}</span> {localized(item, 'name', locale)} · {localized(item, 'city', locale)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
