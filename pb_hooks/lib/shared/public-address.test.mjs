import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { publicAddresses, absoluteBase } = require('./public-address.js')

describe('public addresses', () => {
  it('take APP_URL when it is set, without a trailing slash', () => {
    expect(publicAddresses({ APP_URL: 'https://rihla.example/', RIHLA_SERVE_URL: 'http://127.0.0.1:8090' })).toEqual({ appUrl: 'https://rihla.example', webhookBaseUrl: 'https://rihla.example', configured: true })
  })

  it('default to the address the server listens on, never to a request header', () => {
    expect(publicAddresses({ APP_URL: '', RIHLA_SERVE_URL: 'http://127.0.0.1:18090' })).toEqual({ appUrl: 'http://127.0.0.1:18090', webhookBaseUrl: 'http://127.0.0.1:18090', configured: false })
    expect(publicAddresses({}).appUrl).toBe('http://127.0.0.1:8090')
  })

  it('send provider callbacks to RIHLA_WEBHOOK_BASE_URL when it is set', () => {
    expect(publicAddresses({ APP_URL: 'https://rihla.example', RIHLA_WEBHOOK_BASE_URL: 'https://hooks.rihla.example/base/' }).webhookBaseUrl).toBe('https://hooks.rihla.example/base')
  })

  it('ignore values that are not an absolute http(s) address', () => {
    for (const value of ['rihla.example', 'ftp://rihla.example', 'https://user:pw@rihla.example', 'https://rihla.example/?next=x', 'https://rihla.example/#x', 'javascript:alert(1)', ' ', 42]) {
      expect(absoluteBase(value), String(value)).toBe('')
    }
    expect(publicAddresses({ APP_URL: 'not a url', RIHLA_SERVE_URL: 'http://[::1]:8090' }).appUrl).toBe('http://[::1]:8090')
  })
})
