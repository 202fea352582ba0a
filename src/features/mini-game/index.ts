// What other features use of the mini-game: the home page's widget.
export { MiniGame } from './MiniGame';
