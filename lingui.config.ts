import { defineConfig } from '@lingui/cli'

export default defineConfig({
  locales: ['ar', 'en'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: 'po',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/routeTree.gen.ts'],
    },
  ],
  orderBy: 'messageId',
})
