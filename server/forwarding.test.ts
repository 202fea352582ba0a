import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isConfiguredHost, isLoopbackHost } from './forwarding.ts';

const arrivedOn = (localAddress: string) => ({ socket: { localAddress } }) as IncomingMessage;

describe('hosts', () => {
  it('knows the loopback names with any port', () => {
    for (const host of ['localhost', 'LOCALHOST:8080', '127.0.0.1', '127.9.8.7:1', '[::1]:443']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['localhost.evil.example', '128.0.0.1', '[::2]', '', 'a b', undefined]) {
      expect(isLoopbackHost(host), String(host)).toBe(false);
    }
  });

  it('takes a Host as configured when it is loopback, the arrival address or a merchant domain', () => {
    const lan = arrivedOn('192.168.1.5');
    expect(isConfiguredHost(lan, '192.168.1.5:8080')).toBe(true);
    expect(isConfiguredHost(lan, 'localhost:8080')).toBe(true);
    expect(isConfiguredHost(lan, 'm2.demosorte.example')).toBe(true);
    expect(isConfiguredHost(lan, '192.168.1.6:8080')).toBe(false);
    expect(isConfiguredHost(lan, 'evil.example')).toBe(false);
    expect(isConfiguredHost(arrivedOn('::1'), '[::1]:8080')).toBe(true);
  });
});
