import { useLingui } from '@lingui/react/macro'
import type { StudioStatus } from '../api/studio-api'

/** An experience's state in the manager's words ("active" is stored for published). */
export function StatusBadge({ status }: { status: StudioStatus }) {
  const { t } = useLingui()
  const names: Record<StudioStatus, string> = {
    draft: t({ context: 'experience status', message: 'Draft' }),
    active: t({ context: 'experience status', message: 'Published' }),
    unavailable: t({ context: 'experience status', message: 'Unavailable' }),
    archived: t({ context: 'experience status', message: 'Archived' }),
  }
  return <span className={`studio-badge studio-badge--${status}`}>{names[status]}</span>
}
