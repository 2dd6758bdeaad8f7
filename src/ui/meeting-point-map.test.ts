import { describe, expect, it } from 'vitest'
import { distanceKm, mapsUrl } from './meeting-point-map'

describe('meeting point map', () => {
  it('links to the point in the maps app, five decimals (about a metre)', () => {
    expect(mapsUrl({ lat: 24.734, lng: 46.5727 })).toBe('https://www.google.com/maps?q=24.73400,46.57270')
    expect(mapsUrl({ lat: -33.868819, lng: 151.2093 })).toBe('https://www.google.com/maps?q=-33.86882,151.20930')
  })

  it('measures great-circle distances', () => {
    // Riyadh to Jeddah: about 850 km as the crow flies.
    expect(distanceKm({ lat: 24.7136, lng: 46.6753 }, { lat: 21.4858, lng: 39.1925 })).toBeGreaterThan(830)
    expect(distanceKm({ lat: 24.7136, lng: 46.6753 }, { lat: 21.4858, lng: 39.1925 })).toBeLessThan(870)
    expect(distanceKm({ lat: 24.7, lng: 46.7 }, { lat: 24.7, lng: 46.7 })).toBe(0)
  })
})
