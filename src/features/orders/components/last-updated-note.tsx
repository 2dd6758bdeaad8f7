import { useLingui } from '@lingui/react/macro'
import { relativeTime } from '../../../lib/format'
import { useLocale } from '../../../lib/use-locale'

/** How old what is shown is, when it could not be refreshed (offline, or the server did not answer). */
export function LastUpdatedNote({ updatedAt }: { updatedAt: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const age = relativeTime(new Date(updatedAt).toISOString(), locale)
  return (
    <p className="last-updated" data-testid="last-updated">
      {t`Last updated ${age}. This is the copy saved on your device.`}
    </p>
  )
}
