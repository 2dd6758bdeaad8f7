import { useLingui } from '@lingui/react/macro'
import { useOnlineStatus } from '../../../lib/use-online-status'
import '../pwa.css'

/** Says when there is no connection; what is shown then comes from the device. */
export function OfflineBanner() {
  const { t } = useLingui()
  const online = useOnlineStatus()
  if (online) return null
  return (
    <p className="offline-banner" role="status" data-testid="offline-banner">
      {t`You're offline. You are seeing what was saved on this device; booking needs a connection.`}
    </p>
  )
}
