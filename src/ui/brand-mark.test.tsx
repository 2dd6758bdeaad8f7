// The mark in the header draws what the tab icon (public/favicon.svg) draws.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BrandMark } from './brand-mark'

/** An SVG's shapes, with self-closing tags written out as React writes them. */
const shapesOf = (svg: string) =>
  svg
    .match(/<svg[^>]*>(.*)<\/svg>/s)?.[1]
    ?.trim()
    .replace(/<(\w+)([^>]*?)\s*\/>/g, '<$1$2></$1>')

describe('BrandMark', () => {
  it('draws the shapes of public/favicon.svg, hidden from assistive technologies', () => {
    // Vitest runs from the project root.
    const favicon = readFileSync(path.resolve('public/favicon.svg'), 'utf8')
    const markup = renderToStaticMarkup(<BrandMark />)
    expect(shapesOf(favicon)).toBeTruthy()
    expect(shapesOf(markup)).toBe(shapesOf(favicon))
    expect(markup).toContain('aria-hidden="true"')
  })
})
