// Helpers for browser tests: read seeded data from the same server the browser uses.
type ListResponse<T> = { items: T[]; totalItems: number }

export async function listRecords<T>(baseURL: string, collection: string, query = ''): Promise<ListResponse<T>> {
  const response = await fetch(`${baseURL}/api/collections/${collection}/records?${query}`)
  if (!response.ok) throw new Error(`GET ${collection} failed: ${response.status}`)
  return (await response.json()) as ListResponse<T>
}

export async function firstRecord<T>(baseURL: string, collection: string, query = ''): Promise<T> {
  const { items } = await listRecords<T>(baseURL, collection, `perPage=1&${query}`)
  if (!items[0]) throw new Error(`no ${collection} record for ${query}`)
  return items[0]
}

const cachedTokens = new Map<string, Promise<string>>()

/** A superuser token for staff-only calls (test data set-up and checks), signed in once per server and worker. */
export function superuserToken(baseURL: string): Promise<string> {
  let token = cachedTokens.get(baseURL)
  if (!token) cachedTokens.set(baseURL, (token = signInSuperuser(baseURL)))
  return token
}

async function signInSuperuser(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: process.env.RIHLA_TEST_SUPERUSER_EMAIL, password: process.env.RIHLA_TEST_SUPERUSER_PASSWORD }),
  })
  if (!response.ok) throw new Error(`superuser sign-in failed: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

export async function staffRequest<T>(baseURL: string, method: string, path: string, body?: unknown): Promise<T> {
  const token = await superuserToken(baseURL)
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: { authorization: token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Western digits as Arabic-Indic ones: '09:30' → '٠٩:٣٠' (how Arabic pages write numbers and times). */
export const arabicDigits = (text: string) => text.replace(/[0-9]/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!)

/** A start time ('09:30') as either page writes it: Western digits in English, Arabic-Indic in Arabic. */
export const startTimePattern = (time: string) => new RegExp(`${time}|${arabicDigits(time)}`)

/** The superuser's requests as the test-data builders take them (tests/support/finished-booking.ts). */
export const staffCallAt =
  (baseURL: string) =>
  <T>(method: string, pathname: string, body?: unknown) =>
    staffRequest<T>(baseURL, method, pathname, body)

/** An experience's rating and review count as stored. */
export const experienceAggregates = (baseURL: string, id: string) => staffRequest<{ rating_avg: number; review_count: number }>(baseURL, 'GET', `/api/collections/experiences/records/${id}?fields=rating_avg,review_count`)
