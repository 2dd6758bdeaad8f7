import { Trans, useLingui } from '@lingui/react/macro'
import { Label, Radio, RadioGroup } from 'react-aria-components'
import { timeBefore, type PickupPlace } from '../lib/booking-selection'
import { formatClock } from '../lib/format'
import type { Locale } from '../lib/locale'
import { localized } from '../lib/localized'
import './choice.css'

type PickupChoiceProps = { places: PickupPlace[]; startTime: string; value: string | null; onChange: (key: string) => void; locale: Locale }

/** The pickup places of a departure, each with its time before the start: the product page's and the cart's. */
export function PickupChoice({ places, startTime, value, onChange, locale }: PickupChoiceProps) {
  const { t } = useLingui()
  return (
    <RadioGroup className="choice-group" value={value ?? undefined} onChange={onChange} isRequired>
      <Label className="choice-group__label">{t`Pickup`}</Label>
      {places.map((place) => {
        const name = localized(place, 'name', locale)
        const time = formatClock(timeBefore(startTime, place.minutes_before), locale)
        return (
          <Radio key={place.key} value={place.key} className="choice choice--radio">
            <span className="choice__box" aria-hidden="true" />
            <span className="choice__text">
              {/* A comma ("،" in Arabic), not "·", before the time; the time kept whole. */}
              <Trans>
                {name}, <bdi>{time}</bdi>
              </Trans>
              <span className="choice__hint">{localized(place, 'address', locale)}</span>
            </span>
          </Radio>
        )
      })}
    </RadioGroup>
  )
}
