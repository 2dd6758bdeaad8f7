import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react'

type RenderWhenNearProps = {
  children: ReactNode
  /** Stands in until then, about the content's size (a class on the box that holds it). */
  placeholderClassName: string
  /** Render at once: the traveller came for this content. */
  eager?: boolean
}

/**
 * Content that can be far down the page (the booking calendar on a phone), rendered in a
 * transition once it comes within two screens of the viewport: a phone's first load does not pay for
 * a widget nobody can see yet, and a wide screen, where it is in view, renders it straight away.
 */
export function RenderWhenNear({ children, placeholderClassName, eager = false }: RenderWhenNearProps) {
  const placeholder = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(eager)
  useEffect(() => {
    const element = placeholder.current
    if (near || !element) return
    const show = () => startTransition(() => setNear(true))
    if (typeof IntersectionObserver === 'undefined') return show()
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        show()
      },
      { rootMargin: '200% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return near ? children : <div ref={placeholder} className={placeholderClassName} />
}
