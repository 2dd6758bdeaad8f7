import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Each kind of experience (the contract's KINDS) as the editor's select names it. */
const kinds: Record<string, MessageDescriptor> = {
  tour: msg({ context: 'experience kind', message: 'Tour' }),
  activity: msg({ context: 'experience kind', message: 'Activity' }),
  attraction: msg({ context: 'experience kind', message: 'Attraction ticket' }),
  package: msg({ context: 'experience kind', message: 'Package' }),
  cruise: msg({ context: 'experience kind', message: 'Cruise' }),
  train: msg({ context: 'experience kind', message: 'Train' }),
  visa: msg({ context: 'experience kind', message: 'Visa' }),
  flight: msg({ context: 'experience kind', message: 'Flight' }),
  hotel: msg({ context: 'experience kind', message: 'Hotel' }),
  yacht: msg({ context: 'experience kind', message: 'Yacht' }),
  jetski: msg({ context: 'experience kind', message: 'Jet ski' }),
  transfer: msg({ context: 'experience kind', message: 'Transfer' }),
  guide: msg({ context: 'experience kind', message: 'Private guide' }),
}

export const kindLabel = (i18n: I18n, kind: string) => (kinds[kind] ? i18n._(kinds[kind]) : kind)
