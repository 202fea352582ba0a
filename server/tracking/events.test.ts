import { describe, expect, it } from 'vitest';
import { checkEvent } from './events.ts';
import { makeEvent } from './test-client.ts';

// docs/tracking.md "Install funnel" and game events: what their context must say. The
// collector's other checks are in collector.test.ts.
const install = (name: string, fields: Record<string, unknown> | undefined) =>
  makeEvent({ name, payload: {}, context: { page: '/m/home', install: fields } });

const reason = (event: Record<string, unknown>) => {
  const checked = checkEvent(event);
  return checked.ok ? null : checked.reason;
};

describe('install funnel events', () => {
  it('takes the sheet’s taps with their surface and trigger', () => {
    for (const name of ['installWebAppTapped', 'installHandoffTapped']) {
      expect(reason(install(name, { surface: 'sheet', trigger: 'reg_days' })), name).toBeNull();
    }
  });

  it('takes the prompt’s answer only as accepted or dismissed', () => {
    const answered = (outcome: unknown) =>
      reason(install('installPromptAnswered', { surface: 'a2hs', outcome }));
    expect(answered('accepted')).toBeNull();
    expect(answered('dismissed')).toBeNull();
    expect(answered('maybe')).toBe('context.install.outcome must be accepted or dismissed');
    expect(answered(undefined)).toBe('context.install.outcome must be accepted or dismissed');
  });

  it('refuses an answer without the install context at all', () => {
    expect(reason(makeEvent({ name: 'installPromptAnswered', context: undefined }))).toBe(
      'context.install must be an object with a surface',
    );
    expect(reason(install('installPromptAnswered', undefined))).toBe(
      'context.install must be an object with a surface',
    );
  });

  it('refuses an outcome on any other step only when it is not an answer', () => {
    expect(reason(install('installShown', { surface: 'sheet', outcome: 'accepted' }))).toBeNull();
    expect(reason(install('installShown', { surface: 'sheet', outcome: 1 }))).toBe(
      'context.install.outcome must be accepted or dismissed',
    );
  });
});

describe('game events', () => {
  const game = (fields: unknown) =>
    reason(
      makeEvent({
        name: 'gameLaunch',
        payload: {},
        context: { page: '/m/launchGame', game: fields },
      }),
    );

  it('take the game as its vendor and code', () => {
    expect(game({ vendor: 'TCG_LOTTO_VN', code: 'MB' })).toBeNull();
    expect(game({ code: 'MB' })).toBeNull();
  });

  it('refuse a game of another shape', () => {
    expect(game('MB')).toBe('context.game must be an object');
    expect(game({ vendor: 7 })).toBe('context.game.vendor must be a string');
    expect(game({ code: ['MB'] })).toBe('context.game.code must be a string');
  });
});
