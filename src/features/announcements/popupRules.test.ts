import { describe, expect, it } from 'vitest';
import type { AnnouncementPopupMemory } from '../../lib/popupMemory';
import {
  appliesTo,
  decidePopup,
  memoryAfterClose,
  popupHash,
  shouldShow,
  startOfNextDay,
  type Execution,
  type Viewer,
} from './popupRules';

const VISITOR: Viewer = { signedIn: false, firstTimeLogin: false };
const MEMBER: Viewer = { signedIn: true, firstTimeLogin: false };
const FIRST_LOGIN: Viewer = { signedIn: true, firstTimeLogin: true };

describe('who sees which popups (spec §6)', () => {
  it.each<[Execution, Viewer, boolean]>([
    ['B', VISITOR, true],
    ['B', MEMBER, false],
    ['B', FIRST_LOGIN, false],
    ['A', VISITOR, false],
    ['A', MEMBER, true],
    ['A', FIRST_LOGIN, true],
    ['F', VISITOR, false],
    ['F', MEMBER, false],
    ['F', FIRST_LOGIN, true],
  ])('%s for %o: %s', (execution, viewer, expected) => {
    expect(appliesTo(execution, viewer)).toBe(expected);
  });
});

describe('popupHash', () => {
  const base = [
    { title: 'One', content: '<p>1</p>' },
    { title: 'Two', content: '<p>2</p>' },
  ];

  it('is stable for the same titles and contents', () => {
    expect(popupHash(base)).toBe(popupHash(base.map((popup) => ({ ...popup }))));
  });

  it.each([
    ['a title changes', [{ ...base[0]!, title: 'One [2]' }, base[1]!]],
    ['a content changes', [base[0]!, { ...base[1]!, content: '<p>2!</p>' }]],
    ['a popup is added', [...base, { title: 'Three', content: '' }]],
    ['a popup is removed', [base[0]!]],
    ['the order changes', [base[1]!, base[0]!]],
    ['text moves from title to content', [{ title: 'On', content: 'e<p>1</p>' }, base[1]!]],
  ])('changes when %s', (_name, changed) => {
    expect(popupHash(changed)).not.toBe(popupHash(base));
  });

  it('treats a missing title as empty', () => {
    expect(popupHash([{ title: null, content: 'x' }])).toBe(popupHash([{ content: 'x' }]));
  });
});

describe('startOfNextDay', () => {
  it.each([
    [new Date(2030, 0, 15, 0, 0, 0), new Date(2030, 0, 16)],
    [new Date(2030, 0, 15, 23, 59, 59, 999), new Date(2030, 0, 16)],
    [new Date(2030, 0, 31, 12), new Date(2030, 1, 1)],
    [new Date(2030, 11, 31, 12), new Date(2031, 0, 1)],
  ])('after %s is %s', (now, expected) => {
    expect(startOfNextDay(now.getTime())).toBe(expected.getTime());
  });
});

describe('shouldShow (spec §4)', () => {
  const now = new Date(2030, 0, 15, 10, 0).getTime();
  const midnight = new Date(2030, 0, 16).getTime();
  const memory = (hash: string, hideUntil: number | null = null): AnnouncementPopupMemory => ({
    hash,
    hideUntil,
  });

  it.each<[string, string | null, AnnouncementPopupMemory | null, boolean]>([
    ['nothing applies', null, null, false],
    ['nothing applies, even with memory', null, memory('h1'), false],
    ['first time', 'h1', null, true],
    ['closed before, same set', 'h1', memory('h1'), false],
    ['closed before, the set changed', 'h2', memory('h1'), true],
    ['hidden today, same set', 'h1', memory('h1', midnight), false],
    ['hidden today, the set changed', 'h2', memory('h1', midnight), false],
    ['hide-today time passed', 'h1', memory('h1', now), true],
    ['hide-today time passed long ago', 'h1', memory('h1', now - 86_400_000 * 3), true],
    [
      'hide-today beyond the next midnight (clock set back)',
      'h1',
      memory('h1', midnight + 1),
      true,
    ],
  ])('%s → %s', (_name, hash, remembered, expected) => {
    expect(shouldShow(hash, remembered, now)).toBe(expected);
  });

  it('hide today lasts until the next local day starts, then shows again', () => {
    const closed = memoryAfterClose('h1', true, now);
    expect(closed).toEqual({ hash: 'h1', hideUntil: midnight });
    expect(shouldShow('h1', closed, midnight - 1)).toBe(false);
    expect(shouldShow('h1', closed, midnight)).toBe(true);
  });

  it('a plain close forgets an earlier hide-today', () => {
    expect(memoryAfterClose('h1', false, now)).toEqual({ hash: 'h1', hideUntil: null });
  });
});

describe('decidePopup', () => {
  const stored = [
    { id: 1, title: 'A', content: 'a', execution: 'A' as const },
    { id: 2, title: 'B', content: 'b', execution: 'B' as const },
    { id: 3, title: 'F', content: 'f', execution: 'F' as const },
  ];
  const now = Date.UTC(2030, 0, 15);

  it.each<[string, Viewer, number[]]>([
    ['a visitor', VISITOR, [2]],
    ['a member', MEMBER, [1]],
    ['a member on a first login', FIRST_LOGIN, [1, 3]],
  ])('shows %s their popups', (_name, viewer, ids) => {
    expect(decidePopup(stored, viewer, null, now)?.popups.map((popup) => popup.id)).toEqual(ids);
  });

  it('hashes only the popups that apply', () => {
    const decision = decidePopup(stored, VISITOR, null, now);
    expect(decision?.hash).toBe(popupHash([stored[1]!]));
    expect(decidePopup(stored, VISITOR, { hash: decision!.hash, hideUntil: null }, now)).toBeNull();
    expect(decidePopup(stored, MEMBER, { hash: decision!.hash, hideUntil: null }, now)).not.toBe(
      null,
    );
  });

  it('stays hidden when nothing applies', () => {
    expect(decidePopup([stored[0]!], VISITOR, null, now)).toBeNull();
  });
});
