import { describe, expect, it } from 'vitest';
import { parseScenarioPatch } from '../qa.ts';

const problem = (patch: object) => {
  const result = parseScenarioPatch(patch);
  return result.ok ? null : result.error;
};

describe("the member area's scenario fields", () => {
  it('takes the three cashier answers', () => {
    for (const cashier of ['approve', 'pending', 'decline'])
      expect(problem({ cashier })).toBeNull();
    expect(problem({ cashier: 'later' })).toContain(
      '"cashier" must be one of approve, pending, decline',
    );
  });

  it('takes a bind error code or null for cardBind', () => {
    expect(problem({ cardBind: 'card.duplicate' })).toBeNull();
    expect(problem({ cardBind: 'pix.key.duplicate' })).toBeNull();
    expect(problem({ cardBind: null })).toBeNull();
    expect(problem({ cardBind: 'amount.too_small' })).toContain('"cardBind" must be one of');
  });

  it('takes a merchant switch for smsCaptcha', () => {
    expect(problem({ smsCaptcha: true })).toBeNull();
    expect(problem({ smsCaptcha: ['DEMOBR'] })).toBeNull();
    expect(problem({ smsCaptcha: ['NOPE'] })).toContain('"smsCaptcha" must be true, false');
  });
});
