import { useId, type ReactNode } from 'react'
import { Label, Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components'
import type { ChoiceOption } from './checkbox-group'
import './choice.css'

type RadioGroupProps = { label: string; options: ChoiceOption[]; value: string; onChange: (value: string) => void; className?: string; description?: ReactNode }

/** `description` is shown below the choices and announced with the group (why a choice is disabled, what it means). */
export function RadioGroup({ label, options, value, onChange, className, description }: RadioGroupProps) {
  const descriptionId = useId()
  return (
    <AriaRadioGroup className={['choice-group', className].filter(Boolean).join(' ')} value={value} onChange={onChange} aria-describedby={description ? descriptionId : undefined}>
      <Label className="choice-group__label">{label}</Label>
      {options.map((option) => (
        <Radio key={option.id} value={option.id} className="choice choice--radio" isDisabled={option.isDisabled}>
          <span className="choice__box" aria-hidden="true" />
          <span className="choice__text">{option.label}</span>
          {option.count !== undefined ? <span className="choice__count">{option.count}</span> : null}
        </Radio>
      ))}
      {description ? (
        <div id={descriptionId} className="field__description">
          {description}
        </div>
      ) : null}
    </AriaRadioGroup>
  )
}
