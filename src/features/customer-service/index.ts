// What other features use of customer service: the home page's buttons, the addresses the
// maintenance and access-denied screens offer, and the modules the domain modal loads on demand.
export { useChatEnabled } from './chatScript';
export { loadHomeButtons } from './homeButtonsChunk';
export { loadFastestDomain, loadTargetPreparation } from './onDemand';
export { openCustomerService, useCustomerServiceTargets } from './useCustomerService';
