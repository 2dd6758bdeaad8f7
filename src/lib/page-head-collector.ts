import type { HeadTag } from './page-head'

/**
 * Where a server render leaves the head its page asked for (usePageMeta): the last page to ask
 * wins, as the deepest route renders last. The server writes it into the HTML it sends.
 */
export type PageHeadCollector = { tags: () => HeadTag[]; collect: (tags: HeadTag[]) => void }

export function createPageHeadCollector(): PageHeadCollector {
  let collected: HeadTag[] = []
  return {
    tags: () => collected,
    collect: (tags) => {
      collected = tags
    },
  }
}
