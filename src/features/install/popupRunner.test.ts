import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPopupRunner, OTHER_POPUP_RECHECK_MS, type RunnerInputs } from './popupRunner';
import { EMPTY_DOWNLOAD_POPUP_MEMORY as EMPTY_POPUP_MEMORY } from '../../lib/popupMemory';
import type { PopupDecision, PopupSessionMemory } from './rules/types';

const NOW = Date.parse('2026-03-01T00:00:00Z');

function setup(overrides: Partial<RunnerInputs> = {}) {
  const state = {
    inputs: {
      settings: { download_condition_switch: { enabled: true, value: 'bottom' } },
      counters: { totalDepositSuccessCount: 2, totalWithdrawSuccessCount: 0, boundCards: 0 },
      member: { type: 0, regDate: '2026-01-01T00:00:00Z' },
      route: 'home',
      hostname: 'demo.example',
      inNativeApp: false,
      ...overrides,
    } as RunnerInputs,
    otherPopup: false,
    sheetOpen: false,
    memory: EMPTY_POPUP_MEMORY as PopupSessionMemory,
    shown: [] as PopupDecision[],
  };
  const runner = createPopupRunner({
    inputs: async () => state.inputs,
    otherPopupOpen: () => state.otherPopup,
    sheetOpen: () => state.sheetOpen,
    readMemory: () => state.memory,
    writeMemory: (memory) => {
      state.memory = memory;
    },
    show: (decision) => {
      state.shown.push(decision);
      state.sheetOpen = true;
    },
    now: () => NOW,
  });
  return { state, runner };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('popup runner (spec §4 timing)', () => {
  it('shows 1000 ms after a page visit, not before, and remembers the trigger', async () => {
    const { state, runner } = setup({
      settings: {
        download_condition_switch: { enabled: true, value: null },
        deposit_times: { enabled: true, value: 2 },
      },
    });
    await runner.request('route');
    await vi.advanceTimersByTimeAsync(999);
    expect(state.shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.shown).toEqual([
      { show: true, trigger: 'deposit_times', forced: false, delayMs: 1_000 },
    ]);
    expect(state.memory.shownTriggers).toEqual(['deposit_times']);
  });

  it('waits for another popup to close, then shows', async () => {
    const { state, runner } = setup({
      settings: {
        download_condition_switch: { enabled: true, value: null },
        reg_days: { enabled: true, value: 1 },
      },
    });
    state.otherPopup = true;
    await runner.request('route');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state.shown).toEqual([]);
    state.otherPopup = false;
    await vi.advanceTimersByTimeAsync(OTHER_POPUP_RECHECK_MS);
    expect(state.shown).toHaveLength(1);
  });

  it('forgets a page visit that was left before its delay ran out', async () => {
    const { state, runner } = setup({
      settings: {
        download_condition_switch: { enabled: true, value: null },
        reg_days: { enabled: true, value: 1 },
      },
    });
    await runner.request('route');
    await vi.advanceTimersByTimeAsync(500);
    runner.cancel('route');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state.shown).toEqual([]);
  });

  it('judges with the data of the moment the delay runs out', async () => {
    const { state, runner } = setup({
      route: 'login',
      member: { type: 0, regDate: null },
      settings: {
        download_condition_switch: { enabled: true, value: null },
        login_required: { enabled: true, value: null },
      },
    });
    await runner.request('login');
    state.inputs = { ...state.inputs, route: 'voucherCenter' };
    await vi.advanceTimersByTimeAsync(2_000);
    expect(state.shown).toEqual([]);
  });

  it('asks nothing while the sheet is open, and starts no timer when nothing fires', async () => {
    const { state, runner } = setup({
      settings: {
        download_condition_switch: { enabled: true, value: null },
        reg_days: { enabled: true, value: 1 },
      },
    });
    state.sheetOpen = true;
    await runner.request('route');
    state.sheetOpen = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state.shown).toEqual([]);
    const quiet = setup();
    await quiet.runner.request('route');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('marks the session forced after a forced popup', async () => {
    const { state, runner } = setup({
      settings: {
        download_condition_switch: { enabled: true, value: null },
        reg_days_forced: { enabled: true, value: 30 },
      },
    });
    await runner.request('poll');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.memory).toEqual({
      forced: true,
      dismissals: 0,
      shownTriggers: ['reg_days_forced'],
    });
  });

  it('drops a page visit left while its data was still being read', async () => {
    const { state, runner } = setup({
      settings: {
        download_condition_switch: { enabled: true, value: null },
        reg_days: { enabled: true, value: 1 },
      },
    });
    const pending = runner.request('route');
    runner.cancel('route');
    await pending;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state.shown).toEqual([]);
  });
});
