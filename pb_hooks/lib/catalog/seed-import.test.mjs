import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { upsertStatement, parseTableFile } = require('./seed-import.js')

describe('seed import', () => {
  it('upserts by id and never overwrites the kept columns', () => {
    const sql = upsertStatement('slots', ['id', 'capacity', 'reserved', 'created', 'updated'], ['reserved'])
    expect(sql).toContain('INSERT INTO `slots` (`id`, `capacity`, `reserved`, `created`, `updated`)')
    expect(sql).toContain('SELECT value->>0, value->>1, value->>2, value->>3, value->>4 FROM json_each({:rows})')
    expect(sql).toContain('ON CONFLICT(id) DO UPDATE SET `capacity` = excluded.`capacity`, `updated` = excluded.`updated`')
    expect(sql).not.toContain('`reserved` = excluded')
    expect(sql).not.toContain('`created` = excluded')
  })

  it('refuses identifiers that are not plain names', () => {
    expect(() => upsertStatement('slots; drop table x', ['id'], [])).toThrow(/invalid identifier/)
  })

  it('splits a table file into its header and chunks', () => {
    const { header, chunks } = parseTableFile('{"table":"faqs","columns":["id"]}\n[["a"],["b"]]\n[["c"]]\n')
    expect(header.table).toBe('faqs')
    expect(chunks).toEqual(['[["a"],["b"]]', '[["c"]]'])
  })
})
