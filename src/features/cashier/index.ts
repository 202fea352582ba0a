// What other features use of the cashier: the money-form submission with its "checking" state,
// the verification a protected member gives, and the offline notice.
export { useMoneySubmission } from './useMoneySubmission';
export { MoneyFormStatus } from './MoneyFormStatus';
export { useVerification } from './Verification';
export type { VerificationFields } from './cashierApi';
