import { queryOptions } from '@tanstack/react-query'
import { deviceQueryMeta } from '../../../lib/device-query'
import { fetchDay, fetchDayAudit, fetchManifest, readCheckInOutbox } from './departures-api'
import { departuresSession } from './departures-client'

// Staff data is the signed-in staff member's: never saved with the app's query cache (the
// manifest is kept for offline scanning by departures-api.ts itself).
export const departuresQueries = {
  session: () => queryOptions({ queryKey: ['departures', 'session'], meta: deviceQueryMeta, queryFn: departuresSession, staleTime: Infinity }),
  day: (date: string, locale: string) => queryOptions({ queryKey: ['departures', 'day', date, locale], meta: deviceQueryMeta, queryFn: () => fetchDay(date, locale), staleTime: 15_000 }),
  dayAudit: (date: string, locale: string) => queryOptions({ queryKey: ['departures', 'day-audit', date, locale], meta: deviceQueryMeta, queryFn: () => fetchDayAudit(date, locale), staleTime: 15_000 }),
  manifest: (slotId: string, locale: string) =>
    queryOptions({ queryKey: ['departures', 'manifest', slotId, locale], meta: deviceQueryMeta, queryFn: () => fetchManifest(slotId, locale), staleTime: 10_000, networkMode: 'always', retry: false }),
  outbox: () => queryOptions({ queryKey: ['departures', 'outbox'], meta: deviceQueryMeta, queryFn: readCheckInOutbox, staleTime: Infinity, networkMode: 'always' }),
}
