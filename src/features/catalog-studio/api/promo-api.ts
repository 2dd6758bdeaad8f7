import { queryOptions } from '@tanstack/react-query'
import type { PromoDetail, PromoFields, PromoList, StaffPromo } from '../../../../pb_hooks/lib/contracts/promo-studio-contract.js'
import { staffClient } from '../../../lib/staff-client'

export type { PromoDetail, PromoFields, PromoList, StaffPromo }
export type PromoFilters = { q: string; status: '' | 'active' | 'paused'; page: number }

const get = async <T>(path: string, query: Record<string, string | number> = {}) => (await staffClient()).send<T>(path, { method: 'GET', query })

// Staff data is never kept on the device: these keys sit under 'staff', which is not persisted.
export const promoQueries = {
  list: (filters: PromoFilters) => queryOptions({ queryKey: ['staff', 'promos', 'list', filters], queryFn: () => get<PromoList>('/api/store/staff/promos', { ...filters }), placeholderData: (previous) => previous }),
  detail: (id: string) => queryOptions({ queryKey: ['staff', 'promos', 'detail', id], queryFn: () => get<PromoDetail>(`/api/store/staff/promos/${encodeURIComponent(id)}`) }),
}

export async function createPromo(fields: Partial<PromoFields>, locale: string) {
  return (await staffClient()).send<PromoDetail>('/api/store/staff/promos', { method: 'POST', body: { fields, locale } })
}

export async function savePromo(id: string, base: string, fields: Partial<PromoFields>, locale: string) {
  return (await staffClient()).send<PromoDetail>(`/api/store/staff/promos/${encodeURIComponent(id)}`, { method: 'PATCH', body: { base, fields, locale } })
}
