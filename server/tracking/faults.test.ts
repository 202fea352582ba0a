import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollectorFaults } from '../../src/common/qaScenario.ts';
import {
  clearScenario,
  qaCall,
  setScenario,
  startTestServer,
  type TestServer,
} from '../test-helpers.ts';
import { defaultCollectorFaults, dropsAfterCommit, faultBeforeCommit } from './faults.ts';

/** A random() that returns the given values in turn, and fails when asked for more. */
function sequence(...values: number[]) {
  return vi.fn(() => {
    const next = values.shift();
    if (next === undefined) throw new Error('random() called once too often');
    return next;
  });
}

const settings = (patch: Partial<CollectorFaults>) => ({ ...defaultCollectorFaults(), ...patch });

describe('faultBeforeCommit', () => {
  it('never draws when every rate is 0', () => {
    const random = sequence(0.99);
    expect(faultBeforeCommit(defaultCollectorFaults(), random)).toBeNull();
    expect(dropsAfterCommit(defaultCollectorFaults(), sequence())).toBe(false);
  });

  it('gives each fault its own share of requests from one draw', () => {
    const mixed = settings({ dropRate: 0.3, serverErrorRate: 0.1, throttleRate: 0.05 });
    expect(faultBeforeCommit(mixed, sequence(0.29))).toEqual({ kind: 'drop' });
    expect(faultBeforeCommit(mixed, sequence(0.35, 0.2))).toEqual({
      kind: 'serverError',
      status: 500,
    });
    expect(faultBeforeCommit(mixed, sequence(0.39, 0.7))).toEqual({
      kind: 'serverError',
      status: 503,
    });
    expect(faultBeforeCommit({ ...mixed, retryAfterSeconds: 9 }, sequence(0.42))).toEqual({
      kind: 'throttle',
      retryAfterSeconds: 9,
    });
    expect(faultBeforeCommit(mixed, sequence(0.45))).toBeNull();
  });

  it('redirects after the other faults, 301 or 302', () => {
    const mixed = settings({ dropRate: 0.3, redirectRate: 0.2 });
    expect(faultBeforeCommit(mixed, sequence(0.29))).toEqual({ kind: 'drop' });
    expect(faultBeforeCommit(mixed, sequence(0.35, 0.2))).toEqual({
      kind: 'redirect',
      status: 301,
    });
    expect(faultBeforeCommit(mixed, sequence(0.49, 0.7))).toEqual({
      kind: 'redirect',
      status: 302,
    });
    expect(faultBeforeCommit(mixed, sequence(0.5))).toBeNull();
  });

  it('drops after commit at its own rate', () => {
    const lossy = settings({ dropAfterCommitRate: 0.25 });
    expect(dropsAfterCommit(lossy, sequence(0.2))).toBe(true);
    expect(dropsAfterCommit(lossy, sequence(0.3))).toBe(false);
  });
});

describe('the collector switches of /__qa/scenario', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.stop());

  const collector = async () =>
    (await qaCall(server, '/__qa/scenario')).json<{ collector: CollectorFaults }>().collector;

  it('merges a partial patch into the current settings; null resets them', async () => {
    expect(await collector()).toEqual(defaultCollectorFaults());
    const first = await setScenario(server, { collector: { dropRate: 0.3 } });
    expect(first.json()).toMatchObject({ collector: settings({ dropRate: 0.3 }) });
    await setScenario(server, { collector: { throttleRate: 1, retryAfterSeconds: 30 } });
    expect(await collector()).toEqual(
      settings({ dropRate: 0.3, throttleRate: 1, retryAfterSeconds: 30 }),
    );
    await setScenario(server, { collector: {} });
    expect((await collector()).retryAfterSeconds).toBe(30);
    await setScenario(server, { collector: null });
    expect(await collector()).toEqual(defaultCollectorFaults());

    await setScenario(server, { collector: { serverErrorRate: 1 } });
    await clearScenario(server);
    expect(await collector()).toEqual(defaultCollectorFaults());
  });

  it('rejects bad values with a message naming each problem, changing nothing', async () => {
    await setScenario(server, { collector: { dropRate: 0.1 } });
    const bad: [unknown, RegExp][] = [
      [{ dropRate: 2 }, /"collector" field dropRate must be a number from 0 to 1/],
      [{ serverErrorRate: -0.1 }, /field serverErrorRate must be a number from 0 to 1/],
      [{ throttleRate: '1' }, /field throttleRate must be a number from 0 to 1/],
      [{ dropAfterCommitRate: null }, /field dropAfterCommitRate must be a number from 0 to 1/],
      [{ redirectRate: 1.5 }, /field redirectRate must be a number from 0 to 1/],
      [
        { retryAfterSeconds: 121 },
        /retryAfterSeconds must be a whole number of seconds from 0 to 120/,
      ],
      [{ retryAfterSeconds: 1.5 }, /retryAfterSeconds must be a whole number/],
      [{ droprate: 1 }, /unknown field "droprate" \(known: dropRate, serverErrorRate/],
      [{ dropRate: 5, nope: 1 }, /dropRate must be .*; has unknown field "nope"/],
      [[], /"collector" must be null or an object/],
      ['off', /"collector" must be null or an object/],
      [true, /"collector" must be null or an object/],
    ];
    for (const [value, message] of bad) {
      const res = await setScenario(server, { collector: value, maintenance: true });
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(message);
    }
    expect(await collector()).toEqual(settings({ dropRate: 0.1 }));
    expect((await qaCall(server, '/__qa/scenario')).json()).toMatchObject({ maintenance: false });
  });
});
