import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  locales: ['ar', 'en'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  // Origins without line numbers: the catalog split needs the files (scripts/lib/catalog-split.mjs),
  // and line numbers only made every edit rewrite the catalogs and collide when branches merge.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/routeTree.gen.ts'],
    },
  ],
  orderBy: 'messageId',
})
