import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { showToast } from '../../../ui/toast-region'
import { useHydrated } from '../../../lib/use-hydrated'
import type { SaveControlProps } from '../../../lib/save-control'
import { savedQueries, toggleSaved } from '../api/saved'
import '../saved.css'


/** The heart: saves the experience on this device (a guest needs no account). */
export function SaveButton({ experience, name, className }: SaveControlProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { data: saved = [] } = useQuery(savedQueries.list())
  // The saved list is the device's: the server's page (and its hydration) shows the heart empty.
  const isSaved = useHydrated() && saved.some((item) => item.id === experience.id)
  const toggle = async () => {
    try {
      const now = await toggleSaved({ ...experience, savedAt: new Date().toISOString() })
      await queryClient.invalidateQueries({ queryKey: savedQueries.list().queryKey })
      showToast({ title: now ? t`Saved to your list` : t`Removed from your list`, tone: 'success' })
    } catch {
      showToast({ title: t`Could not save on this device.`, tone: 'error' })
    }
  }
  return (
    // A native toggle button: cards on the home page paint before react-aria has loaded.
    <button type="button" className={['save-button', className].filter(Boolean).join(' ')} aria-pressed={isSaved} onClick={() => void toggle()} aria-label={t`Save ${name}`}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20s-7-4.4-9.2-8.6C1.2 8.2 3 4.8 6.4 4.8c2 0 3.6 1.2 4.6 2.8.9-1.6 2.6-2.8 4.6-2.8 3.4 0 5.2 3.4 3.6 6.6C19 15.6 12 20 12 20z" />
      </svg>
    </button>
  )
}
