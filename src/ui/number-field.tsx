import { Button, FieldError, Group, Input, Label, NumberField as AriaNumberField, Text, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components'
import './field.css'
import './number-field.css'

type NumberFieldProps = Omit<AriaNumberFieldProps, 'children'> & {
  label: string
  description?: string
  /** What is wrong with the value: the field is marked invalid and this is read as its description. */
  errorMessage?: string
  /** Show − and + buttons (for counts such as travellers). */
  stepper?: boolean
  decrementLabel?: string
  incrementLabel?: string
}

export function NumberField({ label, description, errorMessage, stepper = false, decrementLabel, incrementLabel, className, ...props }: NumberFieldProps) {
  return (
    // The buttons' names go to react-aria whole: an aria-label on the button itself was joined with
    // the field's label, and "More Adult" was read out as "More Adult Adult".
    <AriaNumberField {...props} isInvalid={props.isInvalid ?? Boolean(errorMessage)} incrementAriaLabel={incrementLabel} decrementAriaLabel={decrementLabel} className={['field', stepper ? 'field--stepper' : '', className].filter(Boolean).join(' ')}>
      <Label className="field__label">{label}</Label>
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <Group className="number-field__group">
        {stepper ? (
          <Button slot="decrement" className="stepper-button">
            −
          </Button>
        ) : null}
        <Input className="field__input number-field__input" />
        {stepper ? (
          <Button slot="increment" className="stepper-button">
            +
          </Button>
        ) : null}
      </Group>
      <FieldError className="field__error">{errorMessage}</FieldError>
    </AriaNumberField>
  )
}
