import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { flagReasons, statusFor, asciiDigits } = require('./review-flags.js')

describe('automatic flagging: contact details', () => {
  it('flags links, written out or bare, in both languages', () => {
    for (const text of [
      'Book directly at https://cheap-tours.example for less',
      'See www.example.org',
      'احجز عن طريق موقعنا riyadh-trips.com بسعر أقل',
      'my page: instagram.com/ali.guide',
      'راسلني على wa.me/966551234567',
      'join t.me/desert_trips',
      'bit.ly/abc123',
      'visit example dot com',
      'موقعنا دوت كوم',
      'follow me @ali_guide on snap',
      'تابعوني على @desert.trips',
    ])
      expect(flagReasons(text), text).toContain('link')
  })

  it('flags e-mail addresses, also spelled out, without calling their domain a link', () => {
    expect(flagReasons('Write to ali.guide@gmail.com for private tours')).toEqual(['email'])
    expect(flagReasons('راسلني على ali @ hotmail.com')).toEqual(['email'])
    expect(flagReasons('ali at gmail dot com')).toContain('email')
  })

  it('flags phone numbers in Latin and Arabic-Indic digits, with the separators people use', () => {
    for (const text of [
      'call me on 0551234567',
      'WhatsApp +966 55 123 4567',
      'واتساب ٠٥٥١٢٣٤٥٦٧',
      'اتصل على ٠٥٥ ١٢٣ ٤٥٦٧',
      'رقمي +٩٦٦-٥٥-١٢٣-٤٥٦٧',
      'الرقم ۰۵۵۱۲۳۴۵۶۷',
      'phone (055) 123-4567',
      'call 00966551234567',
      'toll free 920012345',
      'my number is 55.123.4567 text me',
      'رقمي \u200F٠٥٥\u200F١٢٣\u200F٤٥٦٧',
      'tel 1 555 123 4567',
      'call +966 55 123 4567 (or 011 234 5678)',
      'واتساب 966551234567',
      'call 9665512345678',
    ])
      expect(flagReasons(text), text).toEqual(['phone'])
  })
})

describe('automatic flagging: abuse', () => {
  it('flags words of the abuse list in English and Arabic, also joined to و/ف/ال or with diacritics', () => {
    for (const text of ['The guide was a total asshole', 'What a shitty bus', 'F*ck this tour', 'Fucking waste of money', 'son of a bitch driver', 'المرشد حقير', 'السائق ابن كلب', 'يلعن هالرحلة', 'وشرموطة', 'يا حِمار', 'المنظم حَقِيرٌ', 'حثالة'])
      expect(flagReasons(text), text).toEqual(['abuse'])
  })

  it('leaves words that only look alike, and complaints, alone', () => {
    for (const text of [
      'We read Dickens on the bus, a classic. The assassin’s creed tour was great in Scunthorpe.',
      'The bus was dirty and the guide was rude and late.',
      'ركبنا الحمير في القرية وكان الحمار لطيفًا',
      'الحمام كان وسخ والمرشد تأخر',
      'رأينا كلبًا صغيرًا في المزرعة',
      'Shiitake mushrooms for lunch, ass-kicking hike',
    ])
      expect(flagReasons(text), text).toEqual([])
  })
})

describe('automatic flagging: what must not be flagged', () => {
  it('publishes prices, dates, times, counts and plain punctuation', () => {
    for (const text of [
      'Worth every riyal: 150 SAR for the whole family, 1,500 SAR for the private option.',
      'دفعنا ١٥٠ ريالًا للشخص و١٬٥٠٠ ريال للمجموعة',
      'السعر ٢٤٩٫٥٠ ر.س فقط',
      'We went on 2026-11-20 from 9:30 to 13:45.',
      'ذهبنا يوم ٢٠/١١/٢٠٢٦ من ٩:٣٠ حتى ١٣:٤٥',
      'We went in 2019-2025 every winter, 4 adults and 2 kids, rooms 101 102 103.',
      'The old town.It was lovely. We stayed till 5 p.m. e.g. lunch was included.',
      'Great tour, 5/5! Order RH-2026-00123 was smooth.',
      'Best trip of 2026 – 10 out of 10',
      'Our guide made the old town come alive 1795685597546',
      'رحلة رائعة ومنظمة، أنصح بها بشدة للعائلات.',
      '',
    ])
      expect(flagReasons(text), text).toEqual([])
    expect(statusFor('A wonderful morning: the guide knew every corner of the old town.')).toBe('published')
  })

  it('gives every reason found, in a stable order', () => {
    expect(flagReasons('Idiot guide, you bastard, email me x@y.com or call 0551234567, site: x.com')).toEqual(['link', 'email', 'phone', 'abuse'])
    expect(statusFor('call 0551234567')).toBe('flagged')
  })

  it('reads Arabic-Indic digits as digits', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲ ٢٤٩٫٥٠ ١٬٥٠٠')).toBe('0123456789 012 249.50 1,500')
  })
})
