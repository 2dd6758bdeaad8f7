import { useId } from 'react'
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components'
import './star-rating-field.css'

type StarRatingFieldProps = {
  label: string
  /** 0: none chosen yet. */
  value: number
  onChange: (value: number) => void
  /** What each star says to a screen reader, 1 to 5 ("1 star" … "5 stars"). */
  starLabels: [string, string, string, string, string]
  description?: string
  errorMessage?: string
  isRequired?: boolean
  /** A smaller row of stars (the optional sub-scores). */
  size?: 'large' | 'small'
  name?: string
}

/**
 * A 1–5 star rating as a radio group: arrow keys move between the stars, each announced by its
 * label; the stars up to the chosen one are filled. Right to left, the first star is on the right.
 */
export function StarRatingField({ label, value, onChange, starLabels, description, errorMessage, isRequired, size = 'large', name }: StarRatingFieldProps) {
  const descriptionId = useId()
  return (
    <RadioGroup
      className={`star-rating star-rating--${size}`}
      value={value ? String(value) : null}
      onChange={(next) => onChange(Number(next))}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      name={name}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={name ? `stars-${name}` : undefined}
    >
      <Label className="star-rating__label">{label}</Label>
      <div className="star-rating__stars">
        {starLabels.map((starLabel, index) => (
          <Radio key={index} value={String(index + 1)} aria-label={starLabel} className={({ isSelected }) => ['star-rating__star', index + 1 <= value || isSelected ? 'star-rating__star--on' : ''].filter(Boolean).join(' ')}>
            <span aria-hidden="true">★</span>
          </Radio>
        ))}
      </div>
      {description ? (
        <Text slot="description" id={descriptionId} className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </RadioGroup>
  )
}
