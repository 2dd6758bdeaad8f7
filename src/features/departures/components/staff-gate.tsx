import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { localePath } from '../../../lib/locale'
import { useHydrated } from '../../../lib/use-hydrated'
import { useLocale } from '../../../lib/use-locale'
import { Link } from '../../../ui/link'
import { Spinner } from '../../../ui/spinner'
import { departuresQueries } from '../api/departures-queries'

/** Its children for signed-in staff; otherwise a way to the staff sign-in (the inbox's page). */
export function StaffGate({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const locale = useLocale()
  const hydrated = useHydrated()
  const { data: staff, isPending } = useQuery({ ...departuresQueries.session(), enabled: hydrated })
  if (!hydrated || isPending) return <Spinner />
  if (!staff) {
    return (
      <p className="notice">
        {t`Departures are for the Rihla team.`} <Link href={localePath(locale, '/staff')}>{t`Sign in as staff`}</Link>
      </p>
    )
  }
  return <>{children}</>
}
