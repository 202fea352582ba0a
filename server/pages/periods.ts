// Mission and leaderboard periods in the merchant's time zone: a day (`2026-11-25`) and an ISO
// week (`2026-W48`, Monday to Sunday).
import { instantOf, localTime, type LocalDay } from '../../src/common/pages/drawSchedule.ts';
import type { MissionPeriod } from '../../src/common/pages/missionSchemas.ts';

export interface PeriodWindow {
  period: MissionPeriod;
  key: string;
  start: number;
  /** Exclusive. */
  end: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

function shift(day: LocalDay, days: number): LocalDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: (date.getUTCDay() || 7) as LocalDay['weekday'],
  };
}

/** ISO 8601 week-numbering year and week of a day. */
function isoWeek(day: LocalDay): { year: number; week: number } {
  const thursday = shift(day, 4 - day.weekday);
  const firstOfYear = Date.UTC(thursday.year, 0, 1);
  const ordinal =
    (Date.UTC(thursday.year, thursday.month - 1, thursday.day) - firstOfYear) / 86_400_000;
  return { year: thursday.year, week: Math.floor(ordinal / 7) + 1 };
}

export function periodAt(period: MissionPeriod, timeZone: string, at: number): PeriodWindow {
  const today = localTime(at, timeZone).day;
  if (period === 'daily') {
    return {
      period,
      key: `${today.year}-${pad(today.month)}-${pad(today.day)}`,
      start: instantOf(today, 0, timeZone),
      end: instantOf(shift(today, 1), 0, timeZone),
    };
  }
  const monday = shift(today, 1 - today.weekday);
  const { year, week } = isoWeek(today);
  return {
    period,
    key: `${year}-W${pad(week)}`,
    start: instantOf(monday, 0, timeZone),
    end: instantOf(shift(monday, 7), 0, timeZone),
  };
}

export function periodValue(window: PeriodWindow) {
  return {
    period: window.period,
    key: window.key,
    startsAt: new Date(window.start).toISOString(),
    endsAt: new Date(window.end).toISOString(),
  };
}
