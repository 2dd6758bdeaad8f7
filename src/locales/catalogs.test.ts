// Every message exists in both catalogs, translated; placeholders survive translation.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

type Entry = { id: string; text: string }

function readCatalog(locale: string): Entry[] {
  // Vitest runs from the project root.
  const file = path.resolve('src/locales', locale, 'messages.po')
  const entries: Entry[] = []
  let current: Partial<Entry> = {}
  let field: 'id' | 'text' | null = null
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('#~')) continue // obsolete
    const start = line.match(/^(msgid|msgstr) (".*")$/)
    if (start) {
      field = start[1] === 'msgid' ? 'id' : 'text'
      if (field === 'id' && current.id !== undefined) entries.push(current as Entry)
      if (field === 'id') current = {}
      current[field] = JSON.parse(start[2]!)
    } else if (line.startsWith('"') && field) {
      current[field] += JSON.parse(line)
    }
  }
  if (current.id !== undefined) entries.push(current as Entry)
  return entries.filter((entry) => entry.id !== '')
}

// A placeholder is {name} or the argument of a plural or select ({count, plural, …}); a plural's
// case text may itself start with a word and a comma ("{Cart, # item}").
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?=\}|,\s*(?:plural|select|selectordinal|number|date|time)\b)/g)].map((match) => match[1]).sort()

describe('translation catalogs', () => {
  const ar = readCatalog('ar')
  const en = readCatalog('en')

  it('hold the same messages', () => {
    expect(ar.map((entry) => entry.id).sort()).toEqual(en.map((entry) => entry.id).sort())
    expect(ar.length).toBeGreaterThan(0)
  })

  it('translate every message into Arabic, in Arabic script', () => {
    for (const entry of ar) {
      expect(entry.text, entry.id).not.toBe('')
      expect(entry.text, entry.id).toMatch(/[\u0600-\u06ff]/)
    }
  })

  it('have English for every message', () => {
    for (const entry of en) expect(entry.text, entry.id).not.toBe('')
  })

  it('keep the placeholders of every message', () => {
    for (const entry of ar) expect(new Set(placeholders(entry.text)), entry.id).toEqual(new Set(placeholders(entry.id)))
  })
})
