// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { dropOrphanAnnouncements } from './orphan-announcements'

describe('dropOrphanAnnouncements', () => {
  it('removes an announcement whose named element left the page, and keeps the others', () => {
    document.body.innerHTML = `
      <div data-live-announcer="true">
        <div role="log" aria-live="assertive">
          <div role="img" aria-labelledby="gone-button"></div>
          <div role="img" aria-labelledby="gone-a here"></div>
          <div>Saved</div>
        </div>
        <div role="log" aria-live="polite"><div role="img" aria-labelledby="gone-b"></div></div>
      </div>
      <span id="here">Pay</span>`
    dropOrphanAnnouncements()
    const left = [...document.querySelectorAll('[aria-live] > *')].map((node) => node.getAttribute('aria-labelledby') ?? node.textContent)
    expect(left).toEqual(['gone-a here', 'Saved'])
  })
})
