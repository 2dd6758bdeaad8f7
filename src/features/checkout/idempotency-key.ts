// One key per checkout attempt: a retry, a double press or a reload sends the same key, so the
// server answers with the order it already made instead of making another.
const STORAGE_KEY = 'rihla:checkout-key'

export function checkoutKey(cartSignature: string, storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage, makeId: () => string = () => crypto.randomUUID()): string {
  const stored = storage.getItem(STORAGE_KEY)
  if (stored) {
    const { signature, key } = JSON.parse(stored) as { signature: string; key: string }
    if (signature === cartSignature) return key
  }
  const key = makeId()
  storage.setItem(STORAGE_KEY, JSON.stringify({ signature: cartSignature, key }))
  return key
}

export function forgetCheckoutKey(storage: Pick<Storage, 'removeItem'> = sessionStorage) {
  storage.removeItem(STORAGE_KEY)
}
