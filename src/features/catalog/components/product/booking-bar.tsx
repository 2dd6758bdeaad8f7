import { useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import '../../../../ui/button.css'
import './booking-bar.css'

type BookingBarProps = {
  /** The from-price, formatted. */
  fromPrice: string
  /** The id of the booking panel it leads to (its heading takes the focus). */
  panelId: string
}

/**
 * On a phone (and any screen where the booking panel is not beside the content): a bar at the
 * bottom with the from-price and "Check availability", which scrolls to the booking panel and
 * moves the focus there. It steps aside while any of the panel is in view, so it never covers it.
 */
export function BookingBar({ fromPrice, panelId }: BookingBarProps) {
  const { t } = useLingui()
  const [panelInView, setPanelInView] = useState(false)

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    let observer: IntersectionObserver | null = null
    let frame = 0
    // The panel renders just after the page's first render (ui/render-later.tsx): wait for it.
    const watch = () => {
      const panel = document.getElementById(panelId)
      if (!panel) {
        frame = requestAnimationFrame(watch)
        return
      }
      observer = new IntersectionObserver((entries) => setPanelInView(entries.some((entry) => entry.isIntersecting)))
      observer.observe(panel)
    }
    watch()
    return () => {
      cancelAnimationFrame(frame)
      observer?.disconnect()
    }
  }, [panelId])

  const goToPanel = () => {
    const panel = document.getElementById(panelId)
    if (!panel) return
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    panel.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' })
    const heading = panel.querySelector<HTMLElement>('[data-booking-focus]') ?? panel
    heading.focus({ preventScroll: true })
  }

  return (
    <div className="booking-bar" data-panel-in-view={panelInView || undefined} data-testid="booking-bar">
      <p className="booking-bar__price">
        <Trans>From {fromPrice}</Trans>
      </p>
      <button type="button" className="button button--primary booking-bar__button" onClick={goToPanel}>
        {t`Check availability`}
      </button>
    </div>
  )
}
