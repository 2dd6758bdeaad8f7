import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { localized } from '../../../lib/localized'
import { useLocale } from '../../../lib/use-locale'
import { bookAgainPath } from '../order-links'
import type { OrderView } from '../types'

/** 'Book … again' links to the product page on the booking's date, for bookings that were not made. */
export function BookAgainLinks({ bookings }: { bookings: OrderView['bookings'] }) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <ul>
      {bookings.map((booking) => {
        const title = localized(booking.experience, 'title', locale)
        return (
          <li key={booking.id}>
            <Link href={bookAgainPath(locale, booking)}>{t`Book ${title} again`}</Link>
          </li>
        )
      })}
    </ul>
  )
}
