import * as v from 'valibot';

/**
 * The third-party game frame's rules (DESIGN.md: frames are sandboxed, postMessage checks origin;
 * docs/game.md says why each token is or is not granted).
 */

/**
 * Scripts always (a game is a script). `allow-same-origin` only for a game on another origin,
 * where it means the game's own origin (its storage, its asset requests); a game served from this
 * storefront's origin would, with scripts, be able to lift its own sandbox and read the session.
 * Never top navigation, popups, forms or modals.
 */
export function sandboxFor(gameUrl: string, pageOrigin: string): string {
  return new URL(gameUrl).origin === pageOrigin
    ? 'allow-scripts'
    : 'allow-scripts allow-same-origin';
}

/** The origin the frame's messages come from: its own, or `null` when it runs as an opaque one. */
export function frameOriginFor(gameUrl: string, pageOrigin: string): string {
  const origin = new URL(gameUrl).origin;
  return origin === pageOrigin ? 'null' : origin;
}

/** What a game may tell the screen: it has drawn, or its own exit button was pressed. */
const GameMessageSchema = v.object({ type: v.picklist(['GAME_READY', 'GAME_EXIT']) });
export type GameMessage = v.InferOutput<typeof GameMessageSchema>['type'];

/** The message, when it comes from the game frame itself, from the origin it must have. */
export function gameMessageFrom(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frame: Window | null | undefined,
  expectedOrigin: string,
): GameMessage | null {
  if (!frame || event.source !== frame || event.origin !== expectedOrigin) return null;
  const parsed = v.safeParse(GameMessageSchema, event.data);
  return parsed.success ? parsed.output.type : null;
}
