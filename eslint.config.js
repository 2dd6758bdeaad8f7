import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX, createNodeResolver } from 'eslint-plugin-import-x'
import { readdirSync } from 'node:fs'

// One-way imports (bulletproof-react): lib and ui → features → app → routes. A feature imports
// only lib, ui and itself; features meet in src/app (layout, header, composed pages) and routes.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const boundaries = [
  { target: './src/lib', from: ['./src/features', './src/app', './src/routes'], message: 'Shared code (lib) imports no feature, app or route.' },
  { target: './src/ui', from: ['./src/features', './src/app', './src/routes'], message: 'Shared components (ui) import no feature, app or route.' },
  { target: './src/features', from: ['./src/app', './src/routes'], message: 'Features never import the app or routes that compose them.' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another: move what both need to lib or ui, or compose them in src/app.',
  })),
  { target: './src/app', from: './src/routes', message: 'Routes import the app, never the other way round.' },
]

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-ssr/**', 'node_modules/**', 'src/routeTree.gen.ts', 'src/locales/**/*.ts', '.tmp/**', '.seed-cache/**', 'pb_data/**', 'test-results/**', 'playwright-report/**'],
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', '*.config.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': 'error',
      // A package's private paths change without notice in a minor release: public exports only.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(@?react-aria[^/]*|@react-stately/[^/]+|react-stately)/(dist/)?private(/|$)', message: "A package's private path: use its public exports." }] }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node, sourceType: 'module' },
  },
  {
    // PocketBase's JS hooks and migrations: CommonJS run by its embedded engine.
    files: ['pb_hooks/**/*.js', 'pb_migrations/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        ...globals.commonjs,
        $app: 'readonly', $apis: 'readonly', $os: 'readonly', $security: 'readonly', $http: 'readonly', $dbx: 'readonly',
        $mails: 'readonly', $filesystem: 'readonly', $template: 'readonly', __hooks: 'readonly', migrate: 'readonly',
        routerAdd: 'readonly', routerUse: 'readonly', cronAdd: 'readonly', onBootstrap: 'readonly', onServe: 'readonly', onFileDownloadRequest: 'readonly', Middleware: 'readonly', $reviewPhotos: 'readonly', $catalogPhotos: 'readonly',
        Collection: 'readonly', Record: 'readonly', Command: 'readonly', TextField: 'readonly', SelectField: 'readonly',
        NumberField: 'readonly', BoolField: 'readonly', JSONField: 'readonly', DateField: 'readonly', RelationField: 'readonly',
        BadRequestError: 'readonly', NotFoundError: 'readonly', ForbiddenError: 'readonly', ApiError: 'readonly', TooManyRequestsError: 'readonly',
        toString: 'readonly', sleep: 'readonly', DynamicModel: 'readonly', console: 'readonly',
      },
    },
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }] },
  },
  {
    files: ['pb_hooks/**/*.test.js'],
    languageOptions: { sourceType: 'module', globals: globals.node },
  },
)
