import { LIMITS } from 'shared-contracts/constants';

/**
 * Field messages. Contract schemas carry these ids as their valibot messages. Limits are written into the text
 * rather than passed as {placeholders}, because form resolvers hand over the bare id with no values.
 */
export const validation = {
  'validation.required': 'This field is required.',
  'validation.invalid': 'This value is not valid.',
  'validation.emailRequired': 'Please enter email.',
  'validation.emailInvalid': 'Please enter valid email.',
  'validation.passwordRequired': 'Please enter your password.',
  'validation.passwordTooShort': `The password must be at least ${LIMITS.passwordMin} characters long.`,
  'validation.passwordTooLong': `The password must be at most ${LIMITS.passwordMax} characters long.`,
  'validation.passwordsDiffer': 'The passwords do not match.',
  'validation.passwordUnchanged': 'The new password must be different from the current one.',
  'validation.passwordInvalid': 'Please enter valid password.',
  'validation.colorInvalid': 'Enter a colour as #RGB or #RRGGBB.',
  'validation.dateInvalid': 'Enter a valid date as YYYY-MM-DD.',
  'validation.amountInvalid': 'Enter an amount such as 450 or 450.50.',
  'validation.refundTooHigh': 'The refund cannot be more than what is left to refund.',
  'validation.dateRangeInvalid': 'The end date must be after the start date.',
  'validation.dateRangeTooLong': 'Choose a range of at most 92 days, ending on or after its first day.',
  'validation.durationInvalid': 'Enter a duration like 1d 2h 30m: days from 1, hours 0–23, minutes 0–59.',
  'validation.imageRequired': 'At least one image is required!',
  'validation.locationNameRequired': 'Please enter location name',
  'validation.addressRequired': 'Please enter address',
  'validation.cityRequired': 'Please enter city',
  'validation.postalCodeRequired': 'Please enter postal code',
  'validation.stateRequired': 'Please enter state',
  'validation.countryRequired': 'Please enter country',
  'validation.readerNameRequired': 'Please enter reader name',
  'validation.readerCodeRequired': 'Please enter reader code.',
  'validation.readerCodeInvalid': 'Please enter valid reader code.',
  'validation.readerRequired': 'Please select reader',
  'validation.locationRequired': 'Please select location',
  'validation.currentPasswordWrong': 'The current password is not correct.',
  'validation.idInvalid': `Expected an id: a whole number from 1 to ${LIMITS.maxId}.`,
  'validation.invalidCharacter': 'This text contains a character that is not allowed.',
} as const;
