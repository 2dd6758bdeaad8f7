// One Arabic word for a departure (docs/decisions/058-arabic-word-for-departure.md): «موعد
// الانطلاق» (plural «مواعيد الانطلاق») in the app's catalog and the staff endpoints' messages;
// «رحلة/رحلات المغادرة» read like departing flights and are refused.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const REJECTED = /رحلة المغادرة|رحلات المغادرة|رحلة مغادرة|رحلات مغادرة|المغادرة/

const catalog = readFileSync('src/locales/ar/messages.po', 'utf8')
const entries = [...catalog.matchAll(/msgid "(.*)"\nmsgstr "(.*)"/g)].map((match) => ({ id: match[1]!, ar: match[2]! }))

describe('the Arabic word for a departure', () => {
  it('no Arabic text of the app says «رحلة المغادرة» or «رحلات المغادرة»', () => {
    expect(entries.filter((entry) => REJECTED.test(entry.ar))).toEqual([])
  })

  it('every text about a departure says «موعد الانطلاق» or «مواعيد الانطلاق»', () => {
    const about = entries.filter((entry) => /\bdepartures?\b/i.test(entry.id))
    expect(about.length).toBeGreaterThan(10)
    expect(about.filter((entry) => !/موعد|مواعيد/.test(entry.ar))).toEqual([])
  })

  it('the departures endpoints say it too', () => {
    const { departureMessages } = createRequire(import.meta.url)('../../../pb_hooks/lib/departures/departures-messages.js') as { departureMessages: { ar: Record<string, string> } }
    expect(Object.entries(departureMessages.ar).filter(([, text]) => REJECTED.test(text))).toEqual([])
  })
})
