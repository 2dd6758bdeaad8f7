/** The spec's layouts by name; 'default' when a route sets none. */
export const layoutNames = ['default', 'supplier-one', 'supplier-three', 'supplier-four', 'supplier-five', 'supplier-six', 'template-four', 'transparent'] as const
export type LayoutName = (typeof layoutNames)[number]

export const supplierLayouts: readonly LayoutName[] = ['supplier-one', 'supplier-three', 'supplier-four', 'supplier-five', 'supplier-six', 'template-four']

const isLayout = (value: unknown): value is LayoutName => layoutNames.includes(value as LayoutName)

/**
 * The layout for a page: a supplier layout from the `layout` setting applies everywhere;
 * otherwise the home page sits under a transparent header and the rest use the default.
 */
export function layoutFor(pathname: string, setting: string | undefined): LayoutName {
  if (isLayout(setting) && supplierLayouts.includes(setting)) return setting
  const home = pathname === '/' || pathname === '/en' || pathname === '/en/'
  return home ? 'transparent' : 'default'
}
