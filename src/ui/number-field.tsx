import { Button, Group, Input, Label, NumberField as AriaNumberField, Text, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components'

type NumberFieldProps = Omit<AriaNumberFieldProps, 'children'> & {
  label: string
  description?: string
  /** Show − and + buttons (for counts such as travellers). */
  stepper?: boolean
  decrementLabel?: string
  incrementLabel?: string
}

export function NumberField({ label, description, stepper = false, decrementLabel, incrementLabel, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={['field', stepper ? 'field--stepper' : '', className].filter(Boolean).join(' ')}>
      <Label className="field__label">{label}</Label>
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <Group className="number-field__group">
        {stepper ? (
          <Button slot="decrement" className="stepper-button" aria-label={decrementLabel}>
            −
          </Button>
        ) : null}
        <Input className="field__input number-field__input" />
        {stepper ? (
          <Button slot="increment" className="stepper-button" aria-label={incrementLabel}>
            +
          </Button>
        ) : null}
      </Group>
    </AriaNumberField>
  )
}
