import { describe, expect, it } from 'vitest';
import { drawIssue, drawsUpTo, nextDrawAt, type DrawSchedule } from './drawSchedule';

const VN = 'Asia/Ho_Chi_Minh';
const BR = 'America/Sao_Paulo';
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const;
const iso = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());

describe('draw schedules', () => {
  const south: DrawSchedule = { type: 'daily', times: ['16:15'], weekdays: [...EVERY_DAY] };

  it('finds the next daily draw in the game’s own time zone', () => {
    // 16:14 in Hồ Chí Minh City is 09:14 UTC.
    expect(iso(nextDrawAt(south, VN, Date.parse('2026-11-25T09:14:00Z')))).toBe(
      '2026-11-25T09:15:00.000Z',
    );
    // At the draw itself the next one is tomorrow's.
    expect(iso(nextDrawAt(south, VN, Date.parse('2026-11-25T09:15:00Z')))).toBe(
      '2026-11-26T09:15:00.000Z',
    );
    // 23:30 UTC is already the next local day (06:30 on the 26th).
    expect(iso(nextDrawAt(south, VN, Date.parse('2026-11-25T23:30:00Z')))).toBe(
      '2026-11-26T09:15:00.000Z',
    );
  });

  it('skips the weekdays a game does not draw on', () => {
    // Mega-Sena style: Tuesday, Thursday and Saturday at 20:00 in São Paulo (23:00 UTC).
    const sena: DrawSchedule = { type: 'daily', times: ['20:00'], weekdays: [2, 4, 6] };
    // Wednesday 2026-11-25 at noon: Thursday's draw is next.
    expect(iso(nextDrawAt(sena, BR, Date.parse('2026-11-25T15:00:00Z')))).toBe(
      '2026-11-26T23:00:00.000Z',
    );
    expect(drawsUpTo(sena, BR, Date.parse('2026-11-25T15:00:00Z'), 3).map(iso)).toEqual([
      '2026-11-24T23:00:00.000Z',
      '2026-11-21T23:00:00.000Z',
      '2026-11-19T23:00:00.000Z',
    ]);
  });

  it('draws on set days of the month', () => {
    const thai: DrawSchedule = { type: 'monthly', days: [1, 16], time: '15:30' };
    expect(iso(nextDrawAt(thai, 'Asia/Bangkok', Date.parse('2026-11-25T00:00:00Z')))).toBe(
      '2026-12-01T08:30:00.000Z',
    );
    const thirtyFirst: DrawSchedule = { type: 'monthly', days: [31], time: '12:00' };
    expect(iso(nextDrawAt(thirtyFirst, 'UTC', Date.parse('2026-11-02T00:00:00Z')))).toBe(
      '2026-12-31T12:00:00.000Z',
    );
  });

  it('runs interval games inside their window only', () => {
    const keno: DrawSchedule = { type: 'interval', everySeconds: 600, from: '06:00', to: '22:00' };
    // 21:55 local: no draw before the window opens again at 06:00 the next day.
    expect(iso(nextDrawAt(keno, VN, Date.parse('2026-11-25T14:55:00Z')))).toBe(
      '2026-11-25T23:00:00.000Z',
    );
    expect(iso(nextDrawAt(keno, VN, Date.parse('2026-11-25T03:01:00Z')))).toBe(
      '2026-11-25T03:10:00.000Z',
    );
    const fast: DrawSchedule = { type: 'interval', everySeconds: 45, from: '00:00', to: '24:00' };
    // 10:00:45 local is the day's 802nd draw (10:00:00 is the 801st).
    const next = nextDrawAt(fast, VN, Date.parse('2026-11-25T03:00:10Z'));
    expect(iso(next)).toBe('2026-11-25T03:00:45.000Z');
    expect(drawIssue(fast, VN, next!)).toBe('20261125-0802');
  });

  it('numbers the draws of a day from 1', () => {
    const bicho: DrawSchedule = {
      type: 'daily',
      times: ['21:20', '11:20', '14:20', '16:20', '18:20'],
      weekdays: [1, 2, 3, 4, 5, 6],
    };
    expect(drawIssue(bicho, BR, Date.parse('2026-11-25T14:20:00Z'))).toBe('20261125-01');
    expect(drawIssue(bicho, BR, Date.parse('2026-11-26T00:20:00Z'))).toBe('20261125-05');
  });

  it('follows a zone’s daylight-saving change', () => {
    // New York moves from UTC-4 to UTC-5 on 2026-11-01.
    const daily: DrawSchedule = { type: 'daily', times: ['20:00'], weekdays: [...EVERY_DAY] };
    const ny = 'America/New_York';
    expect(iso(nextDrawAt(daily, ny, Date.parse('2026-10-31T12:00:00Z')))).toBe(
      '2026-11-01T00:00:00.000Z',
    );
    expect(iso(nextDrawAt(daily, ny, Date.parse('2026-11-01T12:00:00Z')))).toBe(
      '2026-11-02T01:00:00.000Z',
    );
  });

  it('answers null for a schedule that never draws', () => {
    const never: DrawSchedule = { type: 'daily', times: [], weekdays: [1] };
    expect(nextDrawAt(never, VN, Date.now())).toBeNull();
    expect(drawsUpTo(never, VN, Date.now(), 2)).toEqual([]);
  });
});
