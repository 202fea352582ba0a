// The one chunk LazyCustomerService.tsx loads: the buttons, the referral's customer-service
// trigger and everything behind them.
export { ChatButton } from './ChatButton';
export { CustomerServiceButton, CustomerServiceTrigger } from './CustomerServiceButton';
