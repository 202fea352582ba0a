// What other features use of the games page: the page itself (the pages chunk, src/app/AppRoutes.tsx).
export { default as GamesPage } from './GamesPage';
