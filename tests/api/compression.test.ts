// Every answer is compressed at most once (issue 22: PocketBase gzips its dashboard itself, and
// the host's global gzip compressed it again, so Chromium showed binary garbage). Read with
// node:http, which, unlike fetch, does not undo the encoding: one gunzip must give the plain body.
import { get } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { guestClient, testServerUrl } from '../support/api'

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

function rawGet(path: string, acceptEncoding = 'gzip, deflate, br'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    get(`${testServerUrl()}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

const isGzip = (body: Buffer) => body.length >= 2 && body[0] === 0x1f && body[1] === 0x8b

/** The body with its Content-Encoding undone once. */
const decodedOnce = (answer: Raw) => (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body)

describe('compression', () => {
  const paths: string[] = ['/', '/en', '/_/', '/api/health', '/sw.js']

  beforeAll(async () => {
    const pb = guestClient()
    const experience = await pb.collection('experiences').getFirstListItem<{ slug: string; expand: { city: { slug: string } } }>("status = 'active'", { expand: 'city' })
    paths.push(`/en/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`, '/api/collections/experiences/records?perPage=20', '/api/store/search?q=riyadh&locale=en')
    // The dashboard's own script and stylesheet, and the storefront's built assets.
    const dashboard = decodedOnce(await rawGet('/_/')).toString('utf8')
    for (const match of dashboard.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)) paths.push(`/_/${match[1]}`)
    const home = decodedOnce(await rawGet('/en')).toString('utf8')
    paths.push(...new Set(home.match(/\/assets\/[^"&\s,]+\.(?:js|css)/g)))
  })

  it('happens at most once for every kind of answer: pages, dashboard, its assets, API, built assets, service worker', async () => {
    expect(paths.filter((path) => path.startsWith('/_/assets/')).length, 'dashboard assets found').toBeGreaterThan(0)
    expect(paths.filter((path) => path.startsWith('/assets/')).length, 'built assets found').toBeGreaterThan(0)
    for (const path of paths) {
      const answer = await rawGet(path)
      expect(answer.status, path).toBe(200)
      const plain = decodedOnce(answer)
      expect(isGzip(plain), `${path} was compressed twice`).toBe(false)
      // Text longer than a few hundred bytes is compressed (once); a short answer may go as it is.
      if (plain.length >= 1024) expect(answer.headers['content-encoding'], `${path} is compressed`).toBe('gzip')
      if (/^\/(en)?$|^\/_\/$|things-to-do/.test(path)) expect(plain.toString('utf8').toLowerCase(), path).toMatch(/^<!doctype html>/)
      if (path.startsWith('/api/')) expect(() => JSON.parse(plain.toString('utf8')), path).not.toThrow()
    }
  })

  it('sends plain bodies to clients that do not take gzip', async () => {
    for (const path of ['/_/', '/en', '/api/health']) {
      const answer = await rawGet(path, 'identity')
      expect(answer.headers['content-encoding'], path).toBeUndefined()
      expect(isGzip(answer.body), path).toBe(false)
    }
  })
})
