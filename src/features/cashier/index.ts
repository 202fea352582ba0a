// What other features use of the cashier: the money-form submission with its "checking" state,
// the verification a protected member gives, the offline notice, and the one-of-a-few choice.
export { useMoneySubmission } from './useMoneySubmission';
export { MoneyFormStatus } from './MoneyFormStatus';
export { ChoiceGroup } from './ChoiceGroup';
export { useVerification } from './Verification';
export type { VerificationFields } from './cashierApi';
