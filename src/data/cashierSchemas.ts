/**
 * The cashier's wire shapes live with the other member-area contracts in src/common (the
 * reference backend's tests run its answers through them); the storefront's tables use them here.
 */
export {
  DepositAnswerSchema,
  DepositSettingsSchema,
  WithdrawAnswerSchema,
  WithdrawInfoSchema,
  type DepositSettings,
  type WithdrawInfo,
} from '../common/cashier-schemas';
