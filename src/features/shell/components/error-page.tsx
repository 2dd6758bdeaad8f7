import { Trans } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { SiteHeader } from './site-header'

/** Any other error: its message in a centred block, or the spec's generic text. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const message = error instanceof Error && error.message ? error.message : null
  return (
    <>
      <SiteHeader />
      <main className="page status-page" role="alert">
        <h1>{message ?? <Trans>Some thing went wrong</Trans>}</h1>
      </main>
    </>
  )
}
