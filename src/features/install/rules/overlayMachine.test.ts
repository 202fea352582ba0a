import { describe, expect, it } from 'vitest';
import {
  OVERLAY_HIDDEN,
  overlayNext,
  type OverlayEvent,
  type OverlayState,
} from './overlayMachine';

const run = (events: OverlayEvent[], from: OverlayState = OVERLAY_HIDDEN) =>
  events.reduce(overlayNext, from);

describe('install overlay (spec §4)', () => {
  it('shows, fades on continue in browser, then hides', () => {
    const shown = run([{ type: 'show', closable: true }]);
    expect(shown).toEqual({ phase: 'shown', closable: true });
    const closing = overlayNext(shown, { type: 'continueInBrowser' });
    expect(closing).toEqual({ phase: 'closing' });
    expect(overlayNext(closing, { type: 'fadeDone' })).toEqual(OVERLAY_HIDDEN);
  });
  it('without a close link, continue in browser does nothing', () => {
    const shown = run([{ type: 'show', closable: false }, { type: 'continueInBrowser' }]);
    expect(shown).toEqual({ phase: 'shown', closable: false });
  });
  it('a second show never adds a close link to one shown without', () => {
    expect(
      run([
        { type: 'show', closable: false },
        { type: 'show', closable: true },
      ]),
    ).toEqual({ phase: 'shown', closable: false });
  });
  it('a stray fade end or continue while hidden changes nothing', () => {
    expect(run([{ type: 'fadeDone' }, { type: 'continueInBrowser' }])).toEqual(OVERLAY_HIDDEN);
  });
  it('shows again while fading out', () => {
    expect(
      run([
        { type: 'show', closable: true },
        { type: 'continueInBrowser' },
        { type: 'show', closable: true },
      ]),
    ).toEqual({ phase: 'shown', closable: true });
  });
});
