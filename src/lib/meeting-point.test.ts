import { describe, expect, it } from 'vitest'
import { meetingPointMapLink } from './meeting-point'

describe('meetingPointMapLink', () => {
  it('links the coordinates to Google Maps', () => {
    expect(meetingPointMapLink({ lat: 24.63142, lng: 46.71334 })).toBe('https://www.google.com/maps?q=24.63142,46.71334')
    expect(meetingPointMapLink({ lat: -33.9, lng: 18.4 })).toBe('https://www.google.com/maps?q=-33.9,18.4')
  })

  it('gives none without usable coordinates', () => {
    expect(meetingPointMapLink(null)).toBeNull()
    expect(meetingPointMapLink({ lat: null, lng: 46.7 })).toBeNull()
    expect(meetingPointMapLink({ lat: 124, lng: 46.7 })).toBeNull()
  })
})
