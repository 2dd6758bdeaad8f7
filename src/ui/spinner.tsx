import './spinner.css'
type SpinnerProps = { size?: 'sm' | 'md'; label?: string }

/** A spinning ring; the spec's default size is 'sm'. Decorative unless given a label. */
export function Spinner({ size = 'sm', label }: SpinnerProps) {
  return <span className={`spinner spinner--${size}`} role={label ? 'status' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />
}
