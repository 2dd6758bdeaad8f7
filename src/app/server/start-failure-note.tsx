import type { I18n } from '@lingui/core'
import { START_FAILURE_ID, startFailureMessages } from '../../lib/start-failure'

/**
 * The note shown when the app cannot start (src/lib/start-failure.ts, and app-boot.js when a
 * module fails to load): hidden until then, outside #root. Rendered by the server because what
 * failed to load may be the app's own catalog. Its link loads the page again.
 */
export function StartFailureNote({ i18n, href }: { i18n: I18n; href: string }) {
  // One leading slash: a request path such as //example.com would otherwise link to another site.
  const sameSite = `/${href.replace(/^[/\\]+/, '')}`
  return (
    <div id={START_FAILURE_ID} className="start-failure" role="alert" hidden>
      <p>{i18n._(startFailureMessages.note)}</p>
      <a className="button button--primary" href={sameSite}>
        {i18n._(startFailureMessages.retry)}
      </a>
    </div>
  )
}
