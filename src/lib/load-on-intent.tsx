import { useCallback, useLayoutEffect, useRef, useState, type ComponentType, type FocusEvent, type MouseEvent, type PointerEvent } from 'react'

/** Put on the stand-in's trigger: the real widget starts loading when the traveller heads for it. */
export type IntentHandlers = {
  onPointerEnter: (event: PointerEvent) => void
  onPointerDown: (event: PointerEvent) => void
  onPointerUp: (event: PointerEvent) => void
  onPointerCancel: (event: PointerEvent) => void
  onFocus: (event: FocusEvent) => void
  /** A press before the widget has loaded: it opens once it has. */
  onClick: (event: MouseEvent) => void
}

export type StandInProps = { intent: IntentHandlers }

type Loaded<P> = ComponentType<P>
type Handover = { focus: boolean; press: boolean }

/**
 * A widget whose code loads on first use (hover, touch, focus or press) rather than with the
 * page: until then a plain stand-in with the same look, name and role takes its place. When the
 * real widget arrives it takes over the stand-in's focus, and a press made while it loaded
 * opens it, so nothing the traveller did is lost.
 */
export function loadOnIntent<P extends object>(load: () => Promise<Loaded<P>>, StandIn: ComponentType<P & StandInProps>) {
  let loaded: Loaded<P> | null = null
  let loading: Promise<Loaded<P>> | null = null
  const start = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Offline or a stale build: stay a stand-in; the next intent tries again.
        loading = null
        throw error
      },
    )
    return loading
  }

  function LoadedOnIntent(props: P) {
    const [widget, setWidget] = useState<{ Component: Loaded<P>; handover: Handover } | null>(() => (loaded ? { Component: loaded, handover: { focus: false, press: false } } : null))
    const containerRef = useRef<HTMLSpanElement>(null)
    const pressedRef = useRef(false)
    const pointerDownRef = useRef(false)

    const swappedRef = useRef(false)

    const swap = useCallback(() => {
      if (!loaded || swappedRef.current) return
      swappedRef.current = true
      setWidget({ Component: loaded, handover: { focus: Boolean(containerRef.current?.contains(document.activeElement)), press: pressedRef.current } })
    }, [])
    // While a pointer is down on the stand-in the swap waits: the release decides whether it was
    // a press (open the widget) or a scroll (just show it).
    const upgrade = useCallback(() => {
      start().then(
        () => pointerDownRef.current || swap(),
        () => undefined,
      )
    }, [swap])

    // Focus (and a press made while loading) moves from the stand-in to the real widget's control.
    const handover = widget?.handover
    useLayoutEffect(() => {
      if (!handover || !(handover.focus || handover.press)) return
      // The first control a traveller can reach (react-aria adds hidden, unfocusable form fields).
      const candidates = containerRef.current?.querySelectorAll<HTMLElement>('input, button, [tabindex]') ?? []
      const control = [...candidates].find((element) => element.tabIndex >= 0 && !element.closest('[aria-hidden="true"]'))
      if (!control) return
      control.focus()
      if (!handover.press || !(control instanceof HTMLButtonElement)) return
      // A virtual click opens react-aria's menus and selects as a keyboard press would, once
      // their collections are built (after this commit; an empty select refuses to open).
      const timer = setTimeout(() => control.click(), 0)
      return () => clearTimeout(timer)
    }, [handover])

    const intent: IntentHandlers = {
      onPointerEnter: upgrade,
      onFocus: upgrade,
      onPointerDown: () => {
        pointerDownRef.current = true
        upgrade()
      },
      // The click, if any, follows the release in the same task.
      onPointerUp: () => {
        pointerDownRef.current = false
        setTimeout(() => pressedRef.current || swap(), 0)
      },
      onPointerCancel: () => {
        pointerDownRef.current = false
        swap()
      },
      onClick: () => {
        pointerDownRef.current = false
        pressedRef.current = true
        upgrade()
      },
    }
    // display: contents keeps the wrapper out of the layout; it only marks where focus goes.
    return (
      <span ref={containerRef} className="load-on-intent" style={{ display: 'contents' }}>
        {widget ? <widget.Component {...props} /> : <StandIn {...props} intent={intent} />}
      </span>
    )
  }
  return LoadedOnIntent
}
