// The one chunk of the home page's customer-service parts (HomePage, HomePromotions): the
// buttons, the referral's customer-service trigger and everything behind them.
export { ChatButton } from './ChatButton';
export { CustomerServiceButton, CustomerServiceTrigger } from './CustomerServiceButton';
