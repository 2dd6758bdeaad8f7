import { STRUCTURED_DATA_ID, type HeadTag } from './page-head'

// The elements a page's head owns (page-head.ts): replaced as a whole on every navigation, so a
// tag one page had (robots noindex, og:image) does not outlive it.
const OWNED =
  'meta[name="description"], meta[name="robots"], meta[name^="twitter:"], meta[property^="og:"], link[rel="canonical"], link[rel="alternate"][hreflang], script[type="application/ld+json"]'

function element(doc: Document, tag: Exclude<HeadTag, { kind: 'title' }>): Element {
  switch (tag.kind) {
    case 'meta': {
      const meta = doc.createElement('meta')
      meta.setAttribute(tag.key, tag.name)
      meta.content = tag.content
      return meta
    }
    case 'link': {
      const link = doc.createElement('link')
      link.rel = tag.rel
      if (tag.hreflang) link.hreflang = tag.hreflang
      link.href = tag.href
      return link
    }
    case 'structured-data': {
      const script = doc.createElement('script')
      script.type = 'application/ld+json'
      script.id = STRUCTURED_DATA_ID
      script.textContent = JSON.stringify(tag.json)
      return script
    }
  }
}

/** Makes the document's head say what `tags` say (after a client-side navigation). */
export function applyHeadTags(tags: HeadTag[], doc: Document = document): void {
  for (const owned of doc.head.querySelectorAll(OWNED)) owned.remove()
  const fragment = doc.createDocumentFragment()
  for (const tag of tags) {
    if (tag.kind === 'title') doc.title = tag.text
    else fragment.append(element(doc, tag))
  }
  const title = doc.head.querySelector('title')
  if (title) title.after(fragment)
  else doc.head.append(fragment)
}
