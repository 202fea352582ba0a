// The one chunk of the home page's customer-service parts (HomePage): the buttons, the
// referral's customer-service trigger and everything behind them, with their styles.
import './customer-service.css';
export { ChatButton } from './ChatButton';
export { CustomerServiceButton, CustomerServiceTrigger } from './CustomerServiceButton';
