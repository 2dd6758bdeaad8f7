import type { ReactNode } from 'react'
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components'
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
  return (
    <AriaButton {...props} isPending={isLoading} className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}>
      {isLoading ? <Spinner /> : null}
      <span>{children}</span>
    </AriaButton>
  )
}
