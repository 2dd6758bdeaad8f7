import { useLingui } from '@lingui/react/macro'
import type { AuthProblem } from '../validate-auth'

/** The spec's validation messages for each problem, in the page's language. */
export function useAuthMessages() {
  const { t } = useLingui()
  return (problem: AuthProblem | undefined): string | undefined => {
    switch (problem) {
      case 'required':
        return t`This field is required`
      case 'format':
        // Only an email has a format to follow here: say what it looks like.
        return t`Enter an email address like name@example.com`
      case 'too_short':
        return t`Password must be at least 8 characters.`
      case 'mismatch':
        return t`Passwords do not match.`
      case 'invisible':
        return t`Names cannot contain invisible characters or characters that change the direction of the text. Type the name again without them.`
      default:
        return undefined
    }
  }
}
