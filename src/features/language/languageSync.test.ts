import { describe, expect, it } from 'vitest';
import type { MemberInfoRow } from '../../data/db';
import { savesToServer } from './languageSync';

const member = (type: number): MemberInfoRow => ({ key: 'current', id: 1, account: 'a', type });

describe('savesToServer (spec §4, §6)', () => {
  it('saves for signed-in members of types 0, 1 and 2', () => {
    for (const type of [0, 1, 2]) {
      expect(savesToServer({ token: 't', type }, member(type))).toBe(true);
    }
  });
  it('never for a visitor or a type-4 member', () => {
    expect(savesToServer(null, null)).toBe(false);
    expect(savesToServer({ token: 't', type: 4 }, member(4))).toBe(false);
    // Member info not loaded yet: the session's type decides.
    expect(savesToServer({ token: 't', type: 4 }, undefined)).toBe(false);
  });
});
