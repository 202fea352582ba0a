import { track } from '../tracking/track';

/** Where an install step happened (docs/install.md "Funnel events"). */
export type InstallSurface = 'sheet' | 'bar' | 'a2hs' | 'iosGuide' | 'upgrade';

export type InstallStep = 'shown' | 'guideOpened' | 'downloadTapped';

const EVENT_BY_STEP = {
  shown: 'installShown',
  guideOpened: 'installGuideOpened',
  downloadTapped: 'downloadApp',
} as const;

/**
 * Records one step of the install funnel through the durable tracking pipeline. Callers may ignore
 * the promise (track() never throws); one about to leave the page awaits it, so the step is
 * written before the page unloads.
 */
export function trackInstallStep(
  step: InstallStep,
  surface: InstallSurface,
  detail: { trigger?: string } = {},
): Promise<void> {
  return track(EVENT_BY_STEP[step], {}, { install: { surface, ...detail } });
}
