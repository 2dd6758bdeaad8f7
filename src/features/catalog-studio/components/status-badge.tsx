import { useLingui } from '@lingui/react/macro'
import type { StudioStatus } from '../api/studio-api'

/** An experience's state in the manager's words ("active" is stored for published). */
export function StatusBadge({ status }: { status: StudioStatus }) {
  const { t } = useLingui()
  const names: Record<StudioStatus, string> = { draft: t`Draft`, active: t`Published`, unavailable: t`Unavailable`, archived: t`Archived` }
  return <span className={`studio-badge studio-badge--${status}`}>{names[status]}</span>
}
