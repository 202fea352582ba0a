/**
 * When a lottery draws (docs/pages.md "Games"). The draw-list call carries each game's schedule
 * and time zone, and both the reference backend (for `nextDraw`) and the storefront (to keep a
 * countdown going offline, after the stored next draw has passed) compute draw times with these
 * functions. Times of day are the game's own local time, in its IANA time zone.
 */

/** ISO weekdays: 1 Monday … 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type DrawSchedule =
  /** At each of `times` on each of `weekdays` (Vietnamese regional lotteries: every day 16:15). */
  | { type: 'daily'; times: string[]; weekdays: IsoWeekday[] }
  /** At `time` on each of `days` of the month (the Thai government lottery: the 1st and 16th). */
  | { type: 'monthly'; days: number[]; time: string }
  /** Every `everySeconds` from `from` until before `to` (`24:00` for the whole day), daily. */
  | { type: 'interval'; everySeconds: number; from: string; to: string };

/** `HH:MM`, 00:00 to 23:59; `24:00` is allowed only as an interval's `to`. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const END_OF_DAY = '24:00';

export interface LocalDay {
  year: number;
  month: number;
  day: number;
  weekday: IsoWeekday;
}

const DAY_SECONDS = 86_400;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at `instant`, read as if it were UTC (epoch ms, whole seconds). */
function wallClock(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour') % 24,
    part('minute'),
    part('second'),
  );
}

function dayOf(wall: number): LocalDay {
  const date = new Date(wall);
  const weekday = (date.getUTCDay() || 7) as IsoWeekday;
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday,
  };
}

/** The local day and second of the day at `instant` in `timeZone`. */
export function localTime(instant: number, timeZone: string) {
  const wall = wallClock(instant, timeZone);
  return { day: dayOf(wall), secondOfDay: Math.floor((wall % (DAY_SECONDS * 1000)) / 1000) };
}

/** The instant a local day's `secondOfDay` happens in `timeZone` (epoch ms). */
export function instantOf(day: LocalDay, secondOfDay: number, timeZone: string): number {
  const wall = Date.UTC(day.year, day.month - 1, day.day) + secondOfDay * 1000;
  let instant = wall - (wallClock(wall, timeZone) - wall);
  // Near an offset change the first guess used the other side's offset: correct it once.
  instant = wall - (wallClock(instant, timeZone) - instant);
  return instant;
}

function addDays(day: LocalDay, days: number): LocalDay {
  return dayOf(Date.UTC(day.year, day.month - 1, day.day + days));
}

export function secondsOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 3600 + (minutes ?? 0) * 60;
}

/** The draws of one local day, as seconds of the day, ascending. */
export function drawSecondsOn(schedule: DrawSchedule, day: LocalDay): number[] {
  switch (schedule.type) {
    case 'daily':
      return schedule.weekdays.includes(day.weekday)
        ? schedule.times.map(secondsOf).sort((a, b) => a - b)
        : [];
    case 'monthly':
      return schedule.days.includes(day.day) ? [secondsOf(schedule.time)] : [];
    case 'interval': {
      const from = secondsOf(schedule.from);
      const to = schedule.to === END_OF_DAY ? DAY_SECONDS : secondsOf(schedule.to);
      const draws: number[] = [];
      for (let second = from; second < to; second += schedule.everySeconds) draws.push(second);
      return draws;
    }
  }
}

/** How far to look for a draw: a monthly schedule on the 31st may skip months. */
const SEARCH_DAYS = 400;

/** The first draw strictly after `after` (epoch ms), or null when the schedule never draws. */
export function nextDrawAt(schedule: DrawSchedule, timeZone: string, after: number): number | null {
  const today = localTime(after, timeZone).day;
  for (let offset = 0; offset <= SEARCH_DAYS; offset++) {
    const day = addDays(today, offset);
    for (const second of drawSecondsOn(schedule, day)) {
      const instant = instantOf(day, second, timeZone);
      if (instant > after) return instant;
    }
  }
  return null;
}

/** Up to `count` draws at or before `at`, newest first. */
export function drawsUpTo(
  schedule: DrawSchedule,
  timeZone: string,
  at: number,
  count: number,
): number[] {
  const draws: number[] = [];
  const today = localTime(at, timeZone).day;
  for (let offset = 0; offset <= SEARCH_DAYS && draws.length < count; offset++) {
    const day = addDays(today, -offset);
    const seconds = drawSecondsOn(schedule, day).reverse();
    for (const second of seconds) {
      const instant = instantOf(day, second, timeZone);
      if (instant <= at) draws.push(instant);
      if (draws.length === count) break;
    }
  }
  return draws;
}

/**
 * The issue (draw number) of the draw at `instant`: its local date and its place among the day's
 * draws, `20261125-01` (two digits for fixed times, four for interval games).
 */
export function drawIssue(schedule: DrawSchedule, timeZone: string, instant: number): string {
  const { day, secondOfDay } = localTime(instant, timeZone);
  const index = drawSecondsOn(schedule, day).indexOf(secondOfDay) + 1;
  const date = `${day.year}${String(day.month).padStart(2, '0')}${String(day.day).padStart(2, '0')}`;
  return `${date}-${String(index).padStart(schedule.type === 'interval' ? 4 : 2, '0')}`;
}

/** Whether `Intl` knows the zone (`Asia/Ho_Chi_Minh`); the schedule functions need it to. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
