import { useId, useState } from 'react'
import { Button } from 'react-aria-components'
import './product.css'

type ReadMoreProps = { text: string; moreLabel: string; lessLabel: string; collapsedLength?: number }

/** Long text folded to a few lines, with 'read more' / 'read less'. */
export function ReadMore({ text, moreLabel, lessLabel, collapsedLength = 280 }: ReadMoreProps) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const long = text.length > collapsedLength
  return (
    <div className="read-more">
      <p id={id} className={long && !expanded ? 'read-more__text read-more__text--collapsed' : 'read-more__text'}>
        {text}
      </p>
      {long ? (
        <Button className="link-button" aria-expanded={expanded} aria-controls={id} onPress={() => setExpanded((value) => !value)}>
          {expanded ? lessLabel : moreLabel}
        </Button>
      ) : null}
    </div>
  )
}
