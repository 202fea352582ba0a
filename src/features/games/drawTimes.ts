import { localTime, nextDrawAt } from '../../common/pages/drawSchedule';
import type { DrawGame } from '../../common/pages/gameSchemas';

/**
 * The device clock corrected by the server's: `serverTime` was the server's clock when the list
 * was fetched (`fetchedAt`, device time), so the difference is the device's drift.
 */
export function serverNow(serverTime: string, fetchedAt: number, deviceNow: number): number {
  const drift = Date.parse(serverTime) - fetchedAt;
  return deviceNow + (Number.isFinite(drift) ? drift : 0);
}

export interface UpcomingDraw {
  drawAt: number;
  closesAt: number;
  /** The provinces drawing, when the stored answer named that very draw; else none known. */
  stations: readonly string[];
}

/**
 * The game's next draw after `now`: the stored one while it is still ahead, else worked out from
 * the schedule (a list kept offline never shows a past draw as the next).
 */
export function upcomingDraw(game: DrawGame, now: number): UpcomingDraw | null {
  const stored = game.nextDraw;
  if (stored && Date.parse(stored.drawAt) > now) {
    return {
      drawAt: Date.parse(stored.drawAt),
      closesAt: Date.parse(stored.closesAt),
      stations: stored.stations,
    };
  }
  const drawAt = nextDrawAt(game.schedule, game.timeZone, now);
  if (drawAt === null) return null;
  const { weekday } = localTime(drawAt, game.timeZone).day;
  const stations = game.stations?.find((entry) => entry.weekday === weekday)?.names ?? [];
  return { drawAt, closesAt: drawAt - game.closeBeforeSeconds * 1000, stations };
}
