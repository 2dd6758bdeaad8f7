import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * After a submit that found mistakes, focus moves to the first field marked invalid (its error
 * message is its description, so a screen reader reads both) and the page scrolls it into view.
 * Returns the form's ref and the function to call once the fields are marked.
 */
export function useFocusFirstInvalid<Element extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<Element>(null)
  // Bumped on each failed submit: the effect runs after the marks are rendered.
  const [request, setRequest] = useState(0)
  useEffect(() => {
    if (!request) return
    const field = formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"], select[aria-invalid="true"]')
    if (!field) return
    field.focus()
    field.scrollIntoView({ block: 'center' })
  }, [request])
  const focusFirstInvalid = useCallback(() => setRequest((count) => count + 1), [])
  return { formRef, focusFirstInvalid }
}
