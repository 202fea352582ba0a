import { describe, expect, it } from 'vitest';
import type { MemberInfoRow } from '../../data/db';
import { serverSaveOf } from './languageSync';

const member = (type: number): MemberInfoRow => ({ key: '1', id: 1, account: 'a', type });

describe('serverSaveOf (spec §4, §6)', () => {
  it('saves for signed-in members of types 0, 1 and 2', () => {
    for (const type of [0, 1, 2]) {
      expect(serverSaveOf({ token: 't', type }, member(type))).toBe('save');
      expect(serverSaveOf({ token: 't' }, member(type))).toBe('save');
    }
  });
  it('never for a visitor or a type-4 member', () => {
    expect(serverSaveOf(null, null)).toBe('skip');
    expect(serverSaveOf({ token: 't', type: 4 }, member(4))).toBe('skip');
    // Member info not loaded yet: the session's type decides.
    expect(serverSaveOf({ token: 't', type: 4 }, undefined)).toBe('skip');
  });
  it('waits while neither the session nor member info knows the type', () => {
    expect(serverSaveOf({ token: 't' }, undefined)).toBe('wait');
    expect(serverSaveOf({ token: 't' }, null)).toBe('wait');
  });
});
