// First-load JavaScript budgets per route, in kB of gzip (1 kB = 1024 bytes): the figures of the
// measured-quality issue for home and product pages, and ours for a listing and the cart.
// scripts/check-bundle-budget.mjs enforces them in `npm test`; scripts/bench-web.mjs prints them
// beside what Lighthouse saw transferred. What counts: scripts/lib/first-load-javascript.mjs.

/** Modules every page loads at start-up besides the entry's static imports. */
export const startupModules = [
  // React's renderer: imported by the entry at once, but dynamically, so it evaluates in a task of its own.
  'node_modules/react-dom/client.js',
  // The locale layout (header, footer, offline and update handling) wraps every page.
  'src/routes/{-$locale}/route.tsx',
]

/**
 * Plain scripts (src/boot/, minified into the build root) that a page the server painted loads as well: the one that starts
 * the app after the page has loaded (src/app/server/document.ts deferBoot) and the worker it starts.
 */
export const bootScripts = ['app-boot.js', 'icu-warm.js']

/** The compiled catalog a page in that language loads before its first render. */
export const catalogModule = (locale) => `src/locales/${locale}/messages.ts`

export const routeBudgets = [
  { name: 'home', routeFile: 'src/routes/{-$locale}/index.tsx', budgetKb: 150 },
  { name: 'product', routeFile: 'src/routes/{-$locale}/things-to-do-in-{$citySlug}/$productSlug.tsx', budgetKb: 220 },
  // A city listing: the result grid with its sort select (the filters sheet loads when opened).
  { name: 'listing', routeFile: 'src/routes/{-$locale}/things-to-do-in-{$citySlug}/index.tsx', budgetKb: 220 },
  { name: 'cart', routeFile: 'src/routes/{-$locale}/cart.tsx', budgetKb: 180 },
]
