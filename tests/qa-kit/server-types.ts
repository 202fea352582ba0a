// The reference backend's own types, imported in this one file so the kit cannot drift from the
// server and a move of these types is a change here only.
export type { QaScenario, ScenarioPatch } from '../../src/common/qaScenario.ts';
export type { LedgerEvent } from '../../server/tracking/ledger.ts';
export type { TrackingReport } from '../../server/tracking/state.ts';
export type { Member } from '../../server/auth/members.ts';
export type { RunningServer } from '../../server/app.ts';
