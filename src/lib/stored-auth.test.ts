import { describe, expect, it } from 'vitest'
import { AUTH_STORAGE_KEY, storedAuthRecord } from './stored-auth'

const NOW = Date.parse('2026-11-23T12:00:00Z')
const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const tokenFor = (payload: object) => `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`
const storageWith = (value: unknown) => ({ getItem: (key: string) => (key === AUTH_STORAGE_KEY && value !== undefined ? JSON.stringify(value) : null) })
const customer = { id: 'u1', collectionId: '_pb_users_auth_', collectionName: 'users', email: 'a@rihla.test' }

describe('storedAuthRecord', () => {
  it('gives the stored customer while the token has not expired', () => {
    const token = tokenFor({ id: 'u1', type: 'auth', exp: NOW / 1000 + 3600 })
    expect(storedAuthRecord(storageWith({ token, record: customer }), NOW)).toEqual(customer)
    // Older SDKs stored it as `model`.
    expect(storedAuthRecord(storageWith({ token, model: customer }), NOW)).toEqual(customer)
  })

  it('gives null for an expired token, a guest, or anything it cannot read', () => {
    expect(storedAuthRecord(storageWith({ token: tokenFor({ id: 'u1', exp: NOW / 1000 - 1 }), record: customer }), NOW)).toBeNull()
    expect(storedAuthRecord(storageWith(undefined), NOW)).toBeNull()
    expect(storedAuthRecord(undefined, NOW)).toBeNull()
    expect(storedAuthRecord(storageWith({ token: '', record: customer }), NOW)).toBeNull()
    expect(storedAuthRecord(storageWith({ token: 'not-a-jwt', record: customer }), NOW)).toBeNull()
    expect(storedAuthRecord(storageWith({ token: tokenFor({}), record: customer }), NOW)).toBeNull()
    expect(storedAuthRecord(storageWith('a string'), NOW)).toBeNull()
    expect(storedAuthRecord({ getItem: () => '{broken' }, NOW)).toBeNull()
  })

  it('reads a token whose payload uses base64url characters', () => {
    // "~~~" and "???" encode to "-" and "_" in base64url.
    const token = tokenFor({ id: 'u1', note: '~~~???>>>', exp: NOW / 1000 + 60 })
    expect(token.split('.')[1]).toMatch(/[-_]/)
    expect(storedAuthRecord(storageWith({ token, record: customer }), NOW)).toEqual(customer)
  })
})
