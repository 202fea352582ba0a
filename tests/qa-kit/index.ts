// The QA kit (docs/qa.md "Writing an offline scenario in Playwright"): a Playwright `test` with a
// reference backend per test and fixtures for its scenario, the line, the tracking ledger,
// signed-in members and the spec's delays; and the helpers our own specs share.
export { expect, test, type KitFixtures, type KitOptions, type MemberPage } from './fixtures.ts';
export { shortenTrackingBackoff, TEST_BACKOFF_SCALE } from './backoff.ts';
export { clockRecipes, pageTasksRun, runClockPast, type ClockRecipes } from './clock.ts';
export {
  eventsOf,
  exactlyOnceProblem,
  named,
  readLedger,
  redeliveries,
  waitForLedger,
  type Ledger,
  type LedgerEntry,
} from './ledger-book.ts';
export type { LedgerClient } from './ledger.ts';
export { DEMO_MERCHANT_LOCALES, strings } from './locales.ts';
export { NETWORK_QUIET_MS, networkQuiet } from './network.ts';
export { DEMO_PASSWORD, signInOutside, storeSessionBeforeLoad, tokenFor } from './member.ts';
export {
  cutLine,
  restoreLine,
  waitForOfflineReady,
  waitForServiceWorkerControl,
  type LineControl,
} from './offline.ts';
export {
  leaveAndComeBack,
  logIn,
  offerInstallPrompt,
  openHome,
  type PromptWindow,
} from './player.ts';
export { hideAnnouncementPopup, INSTALL_POPUPS_OFF } from './popups.ts';
export { qaGet, scenarioClient, type ScenarioClient } from './qa-api.ts';
export type { QaScenario, RunningServer, ScenarioPatch } from './server-types.ts';
export {
  APP_DATABASE,
  outboxSize,
  patchStoredRows,
  presetStorage,
  queuedEventNames,
  SESSION_KEY,
  storedKeys,
  storedRows,
  storedSession,
  TRACKING_DATABASE,
  type StoredSession,
} from './storage.ts';
export { processRsaKey, startStorefront, storedMember } from './storefront.ts';
