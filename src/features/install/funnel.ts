import type { InstallPromptOutcome } from '../../common/tracking/events';
import { track } from '../tracking';

/** Where an install step happened (docs/install.md "What is tracked"). */
export type InstallSurface = 'sheet' | 'bar' | 'a2hs' | 'iosGuide' | 'upgrade';

export type InstallStep =
  'shown' | 'guideOpened' | 'downloadTapped' | 'webAppTapped' | 'handoffTapped' | 'promptAnswered';

const EVENT_BY_STEP = {
  shown: 'installShown',
  guideOpened: 'installGuideOpened',
  downloadTapped: 'downloadApp',
  webAppTapped: 'installWebAppTapped',
  handoffTapped: 'installHandoffTapped',
  promptAnswered: 'installPromptAnswered',
} as const;

/** Where a step came from: the surface, and the download switch (or promotion) that opened it. */
export interface InstallOrigin {
  surface: InstallSurface;
  trigger?: string;
}

/**
 * Records one step of the install funnel through the durable tracking pipeline. Callers may ignore
 * the promise (track() never throws); one about to leave the page says so and awaits it, so the
 * step is written, and on its way, before the page unloads.
 */
export function trackInstallStep(
  step: InstallStep,
  surface: InstallSurface,
  detail: { trigger?: string; outcome?: InstallPromptOutcome } = {},
  { leavingPage = false }: { leavingPage?: boolean } = {},
): Promise<void> {
  return track(EVENT_BY_STEP[step], {}, { install: { surface, ...detail }, leavingPage });
}
