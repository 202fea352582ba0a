// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { acceptDeviceIdFrom, getDeviceId, isDeviceId } from './deviceId';
import { DEVICE_ID_KEY } from '../common/storageKeys';

const VALID = '0b8f2a1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${DEVICE_ID_KEY}=; Max-Age=0; Path=/`;
});

describe('device id (spec §3)', () => {
  it('accepts only 36-character UUIDs', () => {
    expect(isDeviceId(VALID)).toBe(true);
    expect(isDeviceId(VALID.slice(1))).toBe(false);
    expect(isDeviceId(`${VALID}x`)).toBe(false);
    expect(isDeviceId('x'.repeat(36))).toBe(false);
  });

  it('makes one id and keeps it in local storage and a 365-day cookie', () => {
    const id = getDeviceId();
    expect(isDeviceId(id)).toBe(true);
    expect(getDeviceId()).toBe(id);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
    expect(document.cookie).toContain(`${DEVICE_ID_KEY}=${id}`);
  });

  it('recovers the id from the cookie when storage was cleared, and replaces a bad stored value', () => {
    const id = getDeviceId();
    localStorage.setItem(DEVICE_ID_KEY, 'not-a-uuid');
    expect(getDeviceId()).toBe(id);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
  });

  it('takes an id by postMessage only from the configured origin', () => {
    const stop = acceptDeviceIdFrom('https://device.example.com');
    const send = (origin: string, data: unknown) =>
      window.dispatchEvent(new MessageEvent('message', { origin, data }));
    send('https://evil.example.com', { type: 'DEVICE_ID', deviceId: VALID });
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBeNull();
    send('https://device.example.com', { type: 'DEVICE_ID', deviceId: 'short' });
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBeNull();
    send('https://device.example.com', { type: 'DEVICE_ID', deviceId: VALID });
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(VALID);
    stop();
  });
});

describe('device iframe', () => {
  it('ignores addresses that are not http(s), then frames the page sandboxed and hidden', async () => {
    const { startDeviceIframe } = await import('./deviceIframe');
    startDeviceIframe('javascript:alert(1)');
    expect(document.querySelector('iframe')).toBeNull();
    startDeviceIframe('https://device.example.com/id.html');
    const frame = document.querySelector('iframe');
    expect(frame?.src).toBe('https://device.example.com/id.html');
    expect(frame?.hidden).toBe(true);
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
  });
});
