/**
 * The number of lines in the device's cart, kept in a cookie so the server can paint the cart
 * page and the header's count before the app starts (read by use-device-cart.ts on both sides).
 * The cart itself stays in IndexedDB; the cookie holds nothing but the number.
 */
export const CART_SIZE_COOKIE = 'rihla_cart'

export function cartSizeCookie(count: number, secure: boolean): string {
  const size = Math.max(0, Math.min(999, Math.floor(count)))
  return `${CART_SIZE_COOKIE}=${size}; path=/; max-age=31536000; samesite=lax${secure ? '; secure' : ''}`
}

export function rememberCartSize(count: number, doc: Document = document): void {
  doc.cookie = cartSizeCookie(count, doc.location?.protocol === 'https:')
}
