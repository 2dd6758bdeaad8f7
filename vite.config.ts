import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const pbUrl = env.PB_URL || process.env.PB_URL || 'http://127.0.0.1:8090'

  return {
    plugins: [
      // Must come before the React plugin so route files are split before JSX is transformed.
      // Paths and style come from tsr.config.json, shared with scripts/generate-routes.mjs.
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      // plugin-react 6 has no babel option: Lingui macros run through the rolldown Babel plugin.
      babel({
        include: /\/src\/.*\.[jt]sx?(\?.*)?$/,
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      }),
      lingui(),
    ],
    server: {
      proxy: {
        '/api': { target: pbUrl, changeOrigin: true },
        '/_/': { target: pbUrl, changeOrigin: true },
      },
    },
    preview: {
      proxy: {
        '/api': { target: pbUrl, changeOrigin: true },
        '/_/': { target: pbUrl, changeOrigin: true },
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
    },
  }
})
