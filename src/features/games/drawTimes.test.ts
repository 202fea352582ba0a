import { describe, expect, it } from 'vitest';
import type { DrawGame } from '../../common/pages/gameSchemas';
import { serverNow, upcomingDraw } from './drawTimes';

const mienNam: DrawGame = {
  vendor: 'TCG_LOTTO_VN',
  gameCode: 'MN',
  name: 'Miền Nam',
  category: 'LOTT',
  timeZone: 'Asia/Ho_Chi_Minh',
  schedule: { type: 'daily', times: ['16:15'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
  closeBeforeSeconds: 900,
  stations: [
    { weekday: 3, names: ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'] },
    { weekday: 4, names: ['Tây Ninh', 'An Giang', 'Bình Thuận'] },
  ],
  nextDraw: {
    issue: '20261125-01',
    drawAt: '2026-11-25T09:15:00.000Z',
    closesAt: '2026-11-25T09:00:00.000Z',
    stations: ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'],
  },
  results: [],
};

describe('draw times', () => {
  it('corrects the device clock by the drift measured when the list came', () => {
    const fetchedAt = Date.parse('2026-11-25T09:00:00Z');
    // The server was 2 minutes ahead of the device.
    expect(serverNow('2026-11-25T09:02:00Z', fetchedAt, fetchedAt + 60_000)).toBe(
      Date.parse('2026-11-25T09:03:00Z'),
    );
    expect(serverNow('not a time', fetchedAt, 5)).toBe(5);
  });

  it('keeps the stored next draw while it is ahead', () => {
    const next = upcomingDraw(mienNam, Date.parse('2026-11-25T09:14:00Z'));
    expect(next).toEqual({
      drawAt: Date.parse('2026-11-25T09:15:00Z'),
      closesAt: Date.parse('2026-11-25T09:00:00Z'),
      stations: ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'],
    });
  });

  it('works out the next draw from the schedule once the stored one has passed', () => {
    const next = upcomingDraw(mienNam, Date.parse('2026-11-25T10:00:00Z'));
    // Thursday 26 November, 16:15 in Ho Chi Minh City, with Thursday's provinces.
    expect(next).toEqual({
      drawAt: Date.parse('2026-11-26T09:15:00Z'),
      closesAt: Date.parse('2026-11-26T09:00:00Z'),
      stations: ['Tây Ninh', 'An Giang', 'Bình Thuận'],
    });
  });
});
