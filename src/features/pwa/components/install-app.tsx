import { useLingui } from '@lingui/react/macro'
import { isIosSafari, useInstallPrompt } from '../hooks/use-install-prompt'
import '../pwa.css'

/** 'Install the app' where the browser offers it; short Add to Home Screen steps on iPhone. */
export function InstallApp() {
  const { t } = useLingui()
  const { canInstall, install, installed } = useInstallPrompt()
  if (installed) return null
  if (canInstall) {
    return (
      <div className="install-app">
        <p>{t`Install Rihla on your phone: your tickets and saved experiences open even without a connection.`}</p>
        {/* ui/button's look without react-aria: the footer is on every first paint. */}
        <button type="button" className="button button--secondary" onClick={() => void install()}>
          <span>{t`Install the app`}</span>
        </button>
      </div>
    )
  }
  if (typeof navigator !== 'undefined' && isIosSafari(navigator.userAgent)) {
    return (
      <div className="install-app">
        <p>{t`To install Rihla on your iPhone: tap the Share button, then “Add to Home Screen”.`}</p>
      </div>
    )
  }
  return null
}
