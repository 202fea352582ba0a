// What other features use of the account: the home header's part, in a chunk of its own.
export { loadHeaderControls } from './onDemand';
