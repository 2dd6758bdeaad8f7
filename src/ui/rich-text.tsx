import type { ReactNode } from 'react'
import { withArabicDigits } from '../lib/arabic-digits'
import { useLocale } from '../lib/use-locale'
import './rich-text.css'

type RichTextProps = { text: string; className?: string }

/**
 * Staff-written text: blank lines separate paragraphs, "## " starts a heading and "- " a list
 * item. Rendered as elements (never as HTML), so nothing in the text can inject markup.
 */
export function RichText({ text: written, className }: RichTextProps) {
  const locale = useLocale()
  const text = locale === 'ar' ? withArabicDigits(written) : written
  const blocks: ReactNode[] = []
  text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .forEach((block, index) => {
      if (block.startsWith('## ')) {
        blocks.push(<h2 key={index}>{block.slice(3)}</h2>)
      } else if (block.split('\n').every((line) => line.startsWith('- '))) {
        blocks.push(
          <ul key={index}>
            {block.split('\n').map((line, item) => (
              <li key={item}>{line.slice(2)}</li>
            ))}
          </ul>,
        )
      } else {
        blocks.push(<p key={index}>{block}</p>)
      }
    })
  return <div className={['rich-text', className].filter(Boolean).join(' ')}>{blocks}</div>
}
