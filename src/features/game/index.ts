// What other features use of the game launch: the launch page's address for a game.
export { launchPathFor } from './launchPath';
