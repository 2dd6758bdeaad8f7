import { Plural, useLingui } from '@lingui/react/macro'
import { formatDuration, formatNumber } from '../../../lib/format'
import type { Locale } from '../../../lib/locale'
import type { I18n } from '@lingui/core'
import type { BadgeKey, ExperienceBadge } from '../types'
import type { SearchItem } from '../api/search'
import './experience-badges.css'

const KNOWN = new Set<BadgeKey>(['likely_to_sell_out', 'best_seller', 'free_cancellation', 'instant_confirmation', 'pay_later', 'booked'])

/** "24 hours" up to two days, else the duration in days ("3 days"): how travellers read a deadline. */
function deadline(minutes: number, locale: Locale, i18n: I18n): string {
  if (minutes % 60 === 0 && minutes <= 2880) return formatNumber(minutes / 60, locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' })
  return formatDuration(minutes, i18n)
}

function BadgeText({ badge, locale }: { badge: ExperienceBadge; locale: Locale }) {
  const { t, i18n } = useLingui()
  switch (badge.key) {
    case 'likely_to_sell_out':
      return t`Likely to sell out`
    case 'best_seller':
      return t`Best seller`
    case 'free_cancellation': {
      const time = deadline(badge.minutes ?? 0, locale, i18n)
      return t`Free cancellation up to ${time} before`
    }
    case 'instant_confirmation':
      return t`Instant confirmation`
    case 'pay_later':
      return t`Reserve now & pay later`
    case 'booked': {
      const count = badge.count ?? 0
      return <Plural value={count} one="Booked # time" other="Booked # times" />
    }
  }
}

type ExperienceBadgesProps = {
  badges: ExperienceBadge[] | undefined
  locale: Locale
  /** Show at most this many (cards show the first two; the product page all). */
  limit?: number
  className?: string
}

/**
 * The server's trust badges (docs/decisions/040-experience-badges.md): free cancellation with its
 * deadline, instant confirmation, pay later, likely to sell out, best seller, booked N times.
 */
export function ExperienceBadges({ badges, locale, limit, className }: ExperienceBadgesProps) {
  const shown = (badges ?? []).filter((badge) => KNOWN.has(badge.key) && (badge.key !== 'free_cancellation' || (badge.minutes ?? 0) > 0) && (badge.key !== 'booked' || (badge.count ?? 0) > 0))
  const list = limit === undefined ? shown : shown.slice(0, limit)
  if (!list.length) return null
  return (
    <ul className={['trust-badges', className].filter(Boolean).join(' ')} data-testid="experience-badges">
      {list.map((badge) => (
        <li key={badge.key} className={`trust-badge trust-badge--${badge.key.replace(/_/g, '-')}`} data-badge={badge.key}>
          <BadgeText badge={badge} locale={locale} />
        </li>
      ))}
    </ul>
  )
}

/** A listing card's badges: its first two (ExperienceCard's renderBadges). */
export function cardBadges(experience: SearchItem, locale: Locale) {
  return <ExperienceBadges badges={experience.badges} locale={locale} limit={2} />
}
