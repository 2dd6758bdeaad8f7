import { msg } from '@lingui/core/macro'

/**
 * The spec's error catalogue and validation messages (sections 5 and 8), as message
 * descriptors: each screen renders the one it needs with `i18n._(…)`. Keeping them together
 * keeps both catalogs complete and the wording identical wherever a message appears.
 */
export const errorCatalogue = {
  pageNotFound: msg`Oops! The page you're looking for doesn't exist.`,
  paymentFailed: msg`We're sorry, but your payment didn't go through. Please check your information and try once more.`,
  paymentFailedShort: msg`Sorry, the payment did not go through. Please check your information and try again`,
  bookingUnsuccessfulRefund: msg`If payment was received, a refund will be processed within 24 hours.`,
  bookingProblemTitle: msg`Oops! Something Went Wrong`,
  bookingProblem: msg`We ran into a problem with your booking request.`,
  bookingProblemShort: msg`We had a problem with your booking request`,
  noOptionTitle: msg`No option is available!`,
  noOption: msg`Unfortunately there is no available option at this date, please choose another date from the calendar.`,
  noResultsTitle: msg`Hmm... No results found!`,
  noResults: msg`No results found`,
  activityUnavailable: msg`We're sorry! This activity is currently unavailable for booking.`,
  somethingWentWrong: msg`Some thing went wrong`,
} as const

export const validationMessages = {
  allFieldsRequired: msg`All fields must be filled out.`,
  formatNotCorrect: msg`This format is not correct.`,
  formatNotCorrectShort: msg`Format is not correct`,
  passwordTooShort: msg`Password must be at least 8 characters.`,
  passwordsDoNotMatch: msg`Passwords do not match.`,
  requiredFieldLabel: msg`Required Field`,
  fieldRequired: msg`This field is required`,
  wrongPassword: msg`The email or password is incorrect. Try again, or use 'Forgot password?' to reset it.`,
} as const
