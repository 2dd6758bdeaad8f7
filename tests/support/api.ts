// Helpers for API tests: clients for the test server as a guest, the superuser or a customer.
import PocketBase from 'pocketbase'
import { buildStaff } from './builders'

export function testServerUrl(): string {
  const url = process.env.RIHLA_TEST_URL
  if (!url) throw new Error('RIHLA_TEST_URL is not set: run through `npm test` or vitest --project api')
  return url
}

export function guestClient(): PocketBase {
  const pb = new PocketBase(testServerUrl())
  pb.autoCancellation(false)
  return pb
}

let superuser: PocketBase | null = null

/** Staff: the test superuser (not rate-limited, sees everything). */
export async function superuserClient(): Promise<PocketBase> {
  if (superuser?.authStore.isValid) return superuser
  const pb = guestClient()
  await pb.collection('_superusers').authWithPassword(process.env.RIHLA_TEST_SUPERUSER_EMAIL!, process.env.RIHLA_TEST_SUPERUSER_PASSWORD!)
  superuser = pb
  return pb
}

export type Customer = { id: string; email: string; client: PocketBase }

let customerCounter = 0

/**
 * A new customer account and a client signed in as them. Signed in by impersonation, so test
 * runs do not spend the per-IP sign-in allowance that the rate limiter gives real visitors.
 */
export async function createCustomer(name = 'customer'): Promise<Customer> {
  const admin = await superuserClient()
  customerCounter += 1
  const email = `${name}-${Date.now()}-${customerCounter}@rihla.test`
  const user = await admin.collection('users').create({ email, password: 'correct-horse-9', passwordConfirm: 'correct-horse-9', first_name: name, verified: true })
  const client = await admin.collection('users').impersonate(user.id, 3600)
  client.autoCancellation(false)
  return { id: user.id, email, client }
}

export type Staff = { id: string; email: string; password: string; role: 'agent' | 'manager'; client: PocketBase }

/**
 * A new staff account (agent by default) and a client signed in as it (by impersonation, as for
 * customers, so tests do not spend the sign-in allowance).
 */
export async function createStaff(role: 'agent' | 'manager' = 'agent', overrides: Record<string, unknown> = {}): Promise<Staff> {
  const admin = await superuserClient()
  const body = buildStaff({ role, ...overrides })
  const record = await admin.collection('staff').create(body)
  const client = await admin.collection('staff').impersonate(record.id, 3600)
  client.autoCancellation(false)
  return { id: record.id, email: body.email, password: body.password, role, client }
}

/** The status and body of a request that may fail, for asserting on both. */
export async function attempt<T>(request: () => Promise<T>): Promise<{ status: number; body: unknown }> {
  try {
    return { status: 200, body: await request() }
  } catch (error) {
    const failure = error as { status?: number; response?: unknown }
    return { status: failure.status ?? 0, body: failure.response }
  }
}
