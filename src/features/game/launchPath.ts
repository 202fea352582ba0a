import { pathOf } from '../../app/paths';

/**
 * The launch page's address for a game (spec §2: `vendor` and `code`, the query
 * parseLaunchRoute reads). A module of its own, so a page that links to games does not pull in
 * the launch page's rules.
 */
export function launchPathFor(game: { vendor: string; gameCode: string }): string {
  return pathOf('launchGame', { vendor: game.vendor, code: game.gameCode });
}
