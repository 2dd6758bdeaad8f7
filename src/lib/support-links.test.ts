import { describe, expect, it } from 'vitest'
import { supportLinks } from './support-links'

describe('supportLinks', () => {
  it('builds tel: and wa.me links from formatted numbers', () => {
    expect(supportLinks({ support_phone: '+966 11 000 0000', support_whatsapp: '+966 50 000 0000' })).toEqual({ phone: 'tel:+966110000000', whatsapp: 'https://wa.me/966500000000' })
  })

  it('leaves out what is not configured', () => {
    expect(supportLinks(undefined)).toEqual({ phone: null, whatsapp: null })
  })
})
