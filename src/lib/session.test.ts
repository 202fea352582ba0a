// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_INFO_KEY as SESSION_KEY } from '../common/storageKeys';
import { adoptTokenFromUrl, readSession, takeLinkToken } from './session';

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/m/home');
});

describe('token in the address (spec §2)', () => {
  it('moves `token` into the session and out of the address bar, keeping other parameters', () => {
    window.history.replaceState(null, '', '/m/voucherCenter?token=abc.def&affiliateCode=AF1#top');
    expect(adoptTokenFromUrl()).toBe(true);
    expect(readSession()?.token).toBe('abc.def');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/m/voucherCenter?affiliateCode=AF1#top',
    );
  });

  it('accepts `tokens` too and removes both names', () => {
    window.history.replaceState(null, '', '/m/home?tokens=t2&token=');
    adoptTokenFromUrl();
    expect(readSession()?.token).toBe('t2');
    expect(window.location.search).toBe('');
  });

  it('leaves a session alone when the address has no token', () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'kept', userName: 'player01' }));
    expect(adoptTokenFromUrl()).toBe(false);
    expect(readSession()).toEqual({ token: 'kept', userName: 'player01' });
  });

  it('never replaces a live session with another account’s token, and clears the address at once', () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'mine', userName: 'player01' }));
    window.history.replaceState(null, '', '/m/home?token=theirs&affiliateCode=AF1');
    expect(adoptTokenFromUrl()).toBe(false);
    expect(window.location.search).toBe('?affiliateCode=AF1');
    expect(readSession()).toEqual({ token: 'mine', userName: 'player01' });
    expect(sessionStorage.getItem(SESSION_KEY)).not.toContain('theirs');
    // Held for the question, once.
    expect(takeLinkToken()).toBe('theirs');
    expect(takeLinkToken()).toBeNull();
  });

  it('has nothing to ask when the address carries the live session’s own token', () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'mine', userName: 'player01' }));
    window.history.replaceState(null, '', '/m/home?tokens=mine');
    expect(adoptTokenFromUrl()).toBe(true);
    expect(window.location.search).toBe('');
    expect(readSession()).toEqual({ token: 'mine', userName: 'player01' });
    expect(takeLinkToken()).toBeNull();
  });

  it('treats an unreadable stored session as none and leaves it in place', () => {
    sessionStorage.setItem(SESSION_KEY, '{not json');
    expect(readSession()).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBe('{not json');
  });
});
