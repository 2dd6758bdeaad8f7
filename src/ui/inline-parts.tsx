import { Fragment, type ReactNode } from 'react'
import { inlineSeparator } from '../lib/inline-separator'
import { useLocale } from '../lib/use-locale'

type InlinePartsProps = { parts: readonly ReactNode[]; className?: string }

/**
 * The parts of one line ("٤٫٧ من ٥، ٢٩ مراجعة", "29 November 2026 · 08:00"): each part in its own
 * <bdi>, so the digits of one never run into the next, joined by the page's separator ("،" in
 * Arabic, "·" in English; decision 054). Empty parts are left out.
 */
export function InlineParts({ parts, className }: InlinePartsProps) {
  const locale = useLocale()
  const shown = parts.filter((part) => part !== null && part !== undefined && part !== false && part !== '')
  return (
    <span className={className}>
      {shown.map((part, index) => (
        <Fragment key={index}>
          {index ? inlineSeparator(locale) : null}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </span>
  )
}
