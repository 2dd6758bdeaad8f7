import type { AuthRecord } from 'pocketbase'
import type { LeadGuest } from '../../pb_hooks/lib/contracts/checkout-contract.js'

/** The lead guest's details as a signed-in traveller's account fills them in (a guest starts empty; Saudi dialling code). */
export function leadGuestFromAccount(user: AuthRecord): LeadGuest {
  return {
    firstName: String(user?.first_name ?? ''),
    lastName: String(user?.last_name ?? ''),
    email: String(user?.email ?? ''),
    countryCode: String(user?.country_code || '+966'),
    phone: String(user?.phone ?? ''),
  }
}
