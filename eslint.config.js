import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'src/routeTree.gen.ts', 'src/locales/**/messages.ts', '.tmp/**', '.seed-cache/**', 'pb_data/**', 'test-results/**', 'playwright-report/**'],
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', '*.config.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Shared → features → routes: features and shared code never import from routes.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/routes/**'], message: 'Routes import features, never the other way round.' }] }],
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
        routerAdd: 'readonly', routerUse: 'readonly', cronAdd: 'readonly', onBootstrap: 'readonly', onServe: 'readonly',
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
