// The one chunk LazyCustomerService.tsx loads: both buttons and everything behind them.
export { ChatButton } from './ChatButton';
export { CustomerServiceButton } from './CustomerServiceButton';
