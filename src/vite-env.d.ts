/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

/** The id of this build (vite.config.ts). */
declare const __BUILD_ID__: string
