/**
 * The `meta` of a query whose answer lives on this device (IndexedDB: the cart, the saved list,
 * recently viewed). The server never has it: it neither asks for it nor sends it with a page.
 */
export const deviceQueryMeta = { device: true } as const

export const isDeviceQuery = (query: { meta?: Record<string, unknown> }) => query.meta?.device === true
