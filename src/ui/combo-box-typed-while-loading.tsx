import { useContext, useEffect, useLayoutEffect, useRef } from 'react'
import { ComboBoxStateContext } from 'react-aria-components'

/**
 * Put inside a ComboBox that replaces a plain stand-in field (lib/load-on-intent.tsx): text typed
 * into the stand-in while the combobox loaded arrives with the focus but opens nothing, since
 * react-aria opens on typing and its list is built only after the first commit. On arrival,
 * focused and with text, it opens the list as the typing would have.
 */
export function ComboBoxTypedWhileLoading() {
  const state = useContext(ComboBoxStateContext)
  const latest = useRef(state)
  useLayoutEffect(() => {
    latest.current = state
  })
  useEffect(() => {
    const timer = setTimeout(() => {
      const current = latest.current
      if (current && current.isFocused && !current.isOpen && current.inputValue.trim()) current.open(null, 'input')
    }, 0)
    return () => clearTimeout(timer)
  }, [])
  return null
}
