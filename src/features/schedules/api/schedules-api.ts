import { staffClient } from '../../../lib/staff-client'
import type { SaveResult, ScheduleCalendar, ScheduleOverview } from '../schedule-types'

const base = (experienceId: string) => `/api/store/staff/schedules/${encodeURIComponent(experienceId)}`

export async function fetchOverview(experienceId: string, locale: string) {
  return (await staffClient()).send<ScheduleOverview>(base(experienceId), { method: 'GET', query: { locale } })
}

/** The month's departures, with the blackout days of `optionId` and of the whole experience. */
export async function fetchCalendar(experienceId: string, month: string, optionId: string, locale: string) {
  return (await staffClient()).send<ScheduleCalendar>(`${base(experienceId)}/calendar`, { method: 'GET', query: { month, option: optionId, locale } })
}

/** What a candidate rule would make this month, written nowhere. */
export async function fetchPreview(experienceId: string, month: string, optionId: string, rule: Record<string, unknown>, locale: string) {
  return (await staffClient()).send<ScheduleCalendar>(`${base(experienceId)}/preview`, { method: 'POST', body: { rule, month, option: optionId, locale } })
}

export async function saveRule(experienceId: string, rule: Record<string, unknown>, locale: string) {
  const pb = await staffClient()
  if (typeof rule.id === 'string' && rule.id) return pb.send<SaveResult>(`/api/store/staff/schedule-rules/${rule.id}`, { method: 'PATCH', body: { ...rule, locale } })
  return pb.send<SaveResult>(`${base(experienceId)}/rules`, { method: 'POST', body: { ...rule, locale } })
}

export async function deleteRule(ruleId: string, locale: string) {
  return (await staffClient()).send<SaveResult>(`/api/store/staff/schedule-rules/${ruleId}`, { method: 'DELETE', body: { locale } })
}

export async function saveException(experienceId: string, exception: Record<string, unknown>, locale: string) {
  return (await staffClient()).send<SaveResult>(`${base(experienceId)}/exceptions`, { method: 'POST', body: { ...exception, locale } })
}

export async function deleteException(exceptionId: string, locale: string) {
  return (await staffClient()).send<SaveResult>(`/api/store/staff/schedule-exceptions/${exceptionId}`, { method: 'DELETE', body: { locale } })
}
