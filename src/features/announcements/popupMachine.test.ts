import { describe, expect, it } from 'vitest';
import {
  canClose,
  initialPopupState,
  popupReducer,
  type PopupAction,
  type PopupSlide,
  type PopupState,
} from './popupMachine';

const slides = (count: number): PopupSlide[] =>
  Array.from({ length: count }, (_item, index) => ({
    key: `popup:${index}`,
    title: `Title ${index}`,
    html: `<p>${index}</p>`,
  }));

function run(actions: PopupAction[], state: PopupState = initialPopupState) {
  return actions.reduce(popupReducer, state);
}

const open = (count: number, forceRead = false): PopupAction => ({
  type: 'open',
  slides: slides(count),
  hash: 'h1',
  forceRead,
});

describe('popup state machine', () => {
  it('goes hidden → shown → closing → hidden', () => {
    const shown = run([open(2)]);
    expect(shown).toMatchObject({ phase: 'shown', current: 0, seen: [true, false] });
    const closing = popupReducer(shown, { type: 'close' });
    expect(closing.phase).toBe('closing');
    expect(popupReducer(closing, { type: 'faded' })).toEqual(initialPopupState);
  });

  it('opens only from hidden and only with slides', () => {
    expect(run([open(0)])).toEqual(initialPopupState);
    const shown = run([open(2), { type: 'next' }]);
    expect(popupReducer(shown, open(3))).toBe(shown);
    const closing = popupReducer(shown, { type: 'close' });
    expect(popupReducer(closing, open(3))).toBe(closing);
  });

  it.each<[string, PopupAction[], Partial<Record<'phase' | 'current', unknown>>]>([
    ['next pages forward', [open(3), { type: 'next' }], { current: 1 }],
    ['next stops at the last slide', [open(2), { type: 'next' }, { type: 'next' }], { current: 1 }],
    ['previous stops at the first', [open(2), { type: 'previous' }], { current: 0 }],
    ['a dot goes to its slide', [open(3), { type: 'goTo', index: 2 }], { current: 2 }],
    ['a dot out of range is clamped', [open(3), { type: 'goTo', index: 9 }], { current: 2 }],
    [
      'paging is ignored while closing',
      [open(3), { type: 'close' }, { type: 'next' }],
      {
        phase: 'closing',
        current: 0,
      },
    ],
    ['faded is ignored while shown', [open(2), { type: 'faded' }], { phase: 'shown' }],
    ['close is ignored while hidden', [{ type: 'close' }], { phase: 'hidden' }],
  ])('%s', (_name, actions, expected) => {
    expect(run(actions)).toMatchObject(expected);
  });

  it('remembers which slides were seen', () => {
    const state = run([open(4), { type: 'goTo', index: 2 }, { type: 'previous' }]);
    expect(state).toMatchObject({ current: 1, seen: [true, true, true, false] });
  });

  it.each<[string, PopupAction[], boolean]>([
    ['without forceRead at once', [open(3)], true],
    ['with forceRead not before every slide was seen', [open(3, true), { type: 'next' }], false],
    [
      'with forceRead once every slide was seen',
      [open(3, true), { type: 'next' }, { type: 'next' }],
      true,
    ],
    [
      'with forceRead after jumping to the last slide only',
      [open(3, true), { type: 'goTo', index: 2 }],
      false,
    ],
    ['with forceRead and a single slide', [open(1, true)], true],
    ['never while closing', [open(1), { type: 'close' }], false],
  ])('closes %s', (_name, actions, closable) => {
    const state = run(actions);
    expect(canClose(state)).toBe(closable);
    expect(popupReducer(state, { type: 'close' }).phase).toBe(closable ? 'closing' : state.phase);
  });

  it('autoplay advances to the last slide and stops there', () => {
    const ticks = (count: number): PopupAction[] =>
      Array.from({ length: count }, () => ({ type: 'autoplayTick' }));
    expect(run([open(3), ...ticks(1)])).toMatchObject({ current: 1, autoplay: true });
    expect(run([open(3), ...ticks(2)])).toMatchObject({ current: 2, autoplay: false });
    expect(run([open(3), ...ticks(5)])).toMatchObject({ current: 2, autoplay: false });
  });

  it('autoplay stops for good when the reader pages by hand', () => {
    const state = run([open(3), { type: 'next' }, { type: 'previous' }, { type: 'autoplayTick' }]);
    expect(state).toMatchObject({ current: 0, autoplay: false });
  });

  it('has no autoplay for one slide or under forceRead', () => {
    expect(run([open(1)])).toMatchObject({ autoplay: false });
    expect(run([open(3, true), { type: 'autoplayTick' }])).toMatchObject({
      current: 0,
      autoplay: false,
    });
  });

  it('keeps the hide-today choice until closing', () => {
    const state = run([open(2), { type: 'setHideToday', hideToday: true }, { type: 'close' }]);
    expect(state).toMatchObject({ phase: 'closing', hideToday: true, hash: 'h1' });
  });
});
