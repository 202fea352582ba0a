import { describe, expect, it } from 'vitest';
import { isUnread } from './unread';

const firstSync = Date.parse('2026-11-20T00:00:00Z');
const item = (id: number, publishedAt: string) => ({ id, publishedAt });

describe('news read state', () => {
  it('shows nothing as new before this device ever read the news', () => {
    expect(isUnread(item(1, '2026-11-24T09:00:00Z'), null, new Set())).toBe(false);
  });

  it('counts an item published after the first read as new until it is opened', () => {
    expect(isUnread(item(1, '2026-11-24T09:00:00Z'), firstSync, new Set())).toBe(true);
    expect(isUnread(item(1, '2026-11-24T09:00:00Z'), firstSync, new Set([1]))).toBe(false);
  });

  it('does not count the archive from before the first read as new', () => {
    expect(isUnread(item(2, '2026-11-19T09:00:00Z'), firstSync, new Set())).toBe(false);
  });
});
