import { useEffect, useRef, type ReactNode } from 'react'
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer'
import { Spinner } from './spinner'
import './button.css'

type ButtonProps = Omit<AriaButtonProps, 'children' | 'className'> & {
  children: ReactNode
  /** The spec's default button type is 'primary'. */
  variant?: 'primary' | 'secondary' | 'quiet'
  /** Shows a spinner and blocks presses while an action runs. */
  isLoading?: boolean
  className?: string
}

export function Button({ children, variant = 'primary', isLoading = false, className, ...props }: ButtonProps) {
  // A busy button announces itself by reference to its own element (react-aria's isPending). When
  // the action ends by replacing the page or the form, the element goes and the announcement would
  // stay for seconds as an image without a name (axe: role-img-alt): it goes with the button.
  const wasLoading = useRef(false)
  useEffect(() => {
    if (isLoading) wasLoading.current = true
  }, [isLoading])
  useEffect(
    () => () => {
      if (!wasLoading.current) return
      clearAnnouncer('assertive')
      // The page's first announcement is made 100 ms late (react-aria waits for its live region).
      setTimeout(() => clearAnnouncer('assertive'), 150)
    },
    [],
  )
  return (
    <AriaButton {...props} isPending={isLoading} className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}>
      {isLoading ? <Spinner /> : null}
      <span>{children}</span>
    </AriaButton>
  )
}
