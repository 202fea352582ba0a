import { decideDownloadPopup } from './rules/downloadPopupRules';
import { memoryAfterShown } from './rules/popupSession';
import type { DownloadSettings } from '../../common/downloadSettings';
import type { InstallCounters } from '../../data/installHooks';
import type {
  EvaluationCause,
  InstallMember,
  PopupDecision,
  PopupSessionMemory,
  TriggerRoute,
} from './rules/types';

/** While another popup is on screen, look again this often (spec §4: never on top of one). */
export const OTHER_POPUP_RECHECK_MS = 500;

/** What the rules need, read fresh at each look (the runner hook keeps it current). */
export interface RunnerInputs {
  settings: DownloadSettings;
  counters: InstallCounters | null;
  member: InstallMember | null;
  route: TriggerRoute;
  hostname: string;
  inNativeApp: boolean;
}

export interface RunnerDeps {
  /** Read fresh at each look (IndexedDB, the session, the address); null without settings. */
  inputs(): Promise<RunnerInputs | null>;
  otherPopupOpen(): boolean;
  sheetOpen(): boolean;
  readMemory(): PopupSessionMemory;
  writeMemory(memory: PopupSessionMemory): void;
  show(decision: Extract<PopupDecision, { show: true }>): void;
  now(): number;
}

type Shown = Extract<PopupDecision, { show: true }>;

/**
 * Applies the rules engine over time (docs/install.md "When the rules are asked"): a request first
 * asks whether anything would fire at all; if so it waits the decision's delay, asks again with
 * fresh data, and shows the sheet, or waits for another popup to close and asks again. One
 * pending look per cause; a newer request of the same cause replaces it.
 */
export function createPopupRunner(deps: RunnerDeps) {
  const timers = new Map<EvaluationCause, ReturnType<typeof setTimeout>>();
  const generations = new Map<EvaluationCause, number>();
  let disposed = false;

  const decide = async (
    cause: EvaluationCause,
    ignoreOtherPopups: boolean,
  ): Promise<PopupDecision | null> => {
    const inputs = await deps.inputs();
    if (!inputs) return null;
    return decideDownloadPopup(
      inputs.settings,
      inputs.counters,
      {
        cause,
        route: inputs.route,
        hostname: inputs.hostname,
        member: inputs.member,
        inNativeApp: inputs.inNativeApp,
        otherPopupOpen: !ignoreOtherPopups && deps.otherPopupOpen(),
      },
      deps.readMemory(),
      deps.now(),
    );
  };

  const later = (cause: EvaluationCause, delayMs: number) => {
    clearTimeout(timers.get(cause));
    timers.set(
      cause,
      setTimeout(() => void look(cause), delayMs),
    );
  };

  const look = async (cause: EvaluationCause) => {
    timers.delete(cause);
    if (deps.sheetOpen()) return;
    const decision = await decide(cause, false);
    // Another look may have opened the sheet while this one read IndexedDB.
    if (!decision || deps.sheetOpen() || disposed) return;
    if (decision.show) {
      show(decision);
    } else if (deps.otherPopupOpen() && (await decide(cause, true))?.show) {
      later(cause, OTHER_POPUP_RECHECK_MS);
    }
  };

  const show = (decision: Shown) => {
    deps.writeMemory(memoryAfterShown(deps.readMemory(), decision));
    deps.show(decision);
  };

  /** Resolves once the look is scheduled (or found needless); the look itself comes later. */
  async function request(cause: EvaluationCause) {
    if (deps.sheetOpen()) return;
    const asked = bump(cause);
    const decision = await decide(cause, true);
    // A cancel or a newer request of this cause came while IndexedDB was read.
    if (decision?.show && !disposed && generations.get(cause) === asked) {
      later(cause, decision.delayMs);
    }
  }

  function bump(cause: EvaluationCause) {
    const next = (generations.get(cause) ?? 0) + 1;
    generations.set(cause, next);
    return next;
  }

  function cancel(cause: EvaluationCause) {
    bump(cause);
    clearTimeout(timers.get(cause));
    timers.delete(cause);
  }

  function dispose() {
    disposed = true;
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
  }

  return { request, cancel, dispose };
}

export type PopupRunner = ReturnType<typeof createPopupRunner>;
