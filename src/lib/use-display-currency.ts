import { useSyncExternalStore } from 'react'
import { useQuery } from '@tanstack/react-query'
import { siteConfigQueries } from './site-config'

// The spec stores the preference under 'currency'.
const STORAGE_KEY = 'currency'
const CHANGE_EVENT = 'rihla:currency'

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

const stored = () => window.localStorage.getItem(STORAGE_KEY)

/** The traveller's display currency (prices are still charged in SAR) and its setter. */
export function useDisplayCurrency(): [string, (code: string) => void] {
  const { data: config } = useQuery(siteConfigQueries.config())
  const preference = useSyncExternalStore(subscribe, stored, () => null)
  const setCurrency = (code: string) => {
    window.localStorage.setItem(STORAGE_KEY, code)
    window.dispatchEvent(new Event(CHANGE_EVENT))
  }
  return [preference ?? config?.default_currency ?? 'SAR', setCurrency]
}
