import { useEffect, useRef, type ReactNode } from 'react'
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import { dropOrphanAnnouncements } from './orphan-announcements'
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
  // A busy button's announcement names the button (react-aria's isPending): when the button goes,
  // so does its announcement (src/ui/orphan-announcements.ts).
  const wasLoading = useRef(false)
  useEffect(() => {
    if (isLoading) wasLoading.current = true
  }, [isLoading])
  useEffect(
    () => () => {
      if (!wasLoading.current) return
      dropOrphanAnnouncements()
      // The page's first announcement is made 100 ms late (react-aria waits for its live region).
      setTimeout(() => dropOrphanAnnouncements(), 150)
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
