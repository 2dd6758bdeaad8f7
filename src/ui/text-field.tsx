import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components'
import './field.css'

type TextFieldProps = Omit<AriaTextFieldProps, 'children'> & {
  label: string
  description?: string
  errorMessage?: string
  multiline?: boolean
  placeholder?: string
}

/** A labelled input (or textarea) with its description and error, announced together. */
export function TextField({ label, description, errorMessage, multiline = false, placeholder, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={['field', className].filter(Boolean).join(' ')} isInvalid={props.isInvalid ?? Boolean(errorMessage)}>
      <Label className="field__label">{label}</Label>
      {multiline ? <TextArea className="field__input field__input--multiline" placeholder={placeholder} /> : <Input className="field__input" placeholder={placeholder} />}
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </AriaTextField>
  )
}
