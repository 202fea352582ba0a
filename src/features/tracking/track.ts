import type {
  TrackingContext,
  TrackingEventName,
  TrackingPayload,
} from '../../common/tracking/events';
import { bumpStats, recordEvent, trackingDb, type EventSender } from '../../data/tracking/outboxDb';
import { memberKeyOf } from '../../data/memberKey';
import { currentMerchant } from '../../lib/merchant';
import { readSession, type Session } from '../../lib/session';
import { readPixelTracking } from './attributionStore';
import { deliverSoon, sendBeforeLeaving } from './delivery';
import { isQuotaError, withQuotaRelief } from './quotaRelief';

let quotaErrors = 0;
const quotaListeners = new Set<() => void>();
const trackedListeners = new Set<(name: TrackingEventName) => void>();

export interface TrackOptions {
  /** Record this event once per device, ever (firstOpen, a2hsFirstOpen). */
  oncePerDevice?: boolean;
  /** Record this event once per signed-in player on this device (firstDepositArrival). */
  oncePerPlayer?: boolean;
  /** Install funnel steps say where they happened (src/features/install/funnel.ts). */
  install?: TrackingContext['install'];
  /** gameLaunch and startTrial say which game. */
  game?: TrackingContext['game'];
  /**
   * The caller leaves the page as soon as this resolves (a game launch, a login's redirect, a
   * download in this tab): the event also goes at once in a keepalive request.
   */
  leavingPage?: boolean;
}

/**
 * Records a spec §3 tracking event in the outbox (durably, before any request) and asks for it
 * to be delivered. Never throws and never blocks the player: tracking must not break a journey.
 */
export async function track(
  name: TrackingEventName,
  payload: TrackingPayload = {},
  options: TrackOptions = {},
): Promise<void> {
  notifyTracked(name);
  try {
    const session = readSession();
    const attribution = readPixelTracking();
    const event = {
      eventId: crypto.randomUUID(),
      name,
      createdAt: Date.now(),
      payload: definedFields({ ...signedInPlayer(session), ...payload }),
      context: {
        page: window.location.pathname,
        ...(attribution ? { attribution } : {}),
        ...(options.install ? { install: options.install } : {}),
        ...(options.game ? { game: options.game } : {}),
      },
    };
    // The outbox's owner is the member key: the player's id, never the token.
    const sender = { owner: memberKeyOf(session), merchant: currentMerchant() ?? null };
    if (options.oncePerPlayer && !sender.owner) return;
    const once = onceKey(name, sender, options);
    const outcome = await withQuotaRelief(() => recordEvent(trackingDb(), event, sender, once));
    if (outcome !== 'queued') return;
    if (options.leavingPage) await sendBeforeLeaving(event.eventId);
    void deliverSoon();
  } catch (error) {
    if (isQuotaError(error)) await noteQuotaError();
    console.error(`Tracking event ${name} not recorded`, error);
  }
}

/** The flag that keeps a once-only event once, in the same transaction that records it. */
function onceKey(name: TrackingEventName, sender: EventSender, options: TrackOptions) {
  if (options.oncePerDevice) return `once:${name}`;
  if (options.oncePerPlayer) return `once:${name}:${sender.owner}`;
  return undefined;
}

/** A signed-in player's id and name go with every event unless the caller says otherwise. */
function signedInPlayer(session: Session | null): TrackingPayload {
  if (!session) return {};
  return { customerId: session.id ?? session.customerId, customerName: session.userName };
}

function definedFields(payload: TrackingPayload): TrackingPayload {
  return Object.fromEntries(
    Object.entries(payload).filter(([, value]) => value !== undefined && value !== null),
  ) as TrackingPayload;
}

/** Counted in memory (the support page shows it at once) and, if there is room, in the table. */
async function noteQuotaError() {
  quotaErrors++;
  quotaListeners.forEach((listener) => listener());
  try {
    const db = trackingDb();
    await db.transaction('rw', db.stats, () => bumpStats(db, { quotaErrors: 1 }));
  } catch {
    // The disk is full: the in-memory count is all there is.
  }
}

/** Quota errors in this page since it loaded. */
export function quotaErrorsThisPage() {
  return quotaErrors;
}

export function onQuotaError(listener: () => void) {
  quotaListeners.add(listener);
  return () => quotaListeners.delete(listener);
}

function notifyTracked(name: TrackingEventName) {
  for (const listener of trackedListeners) {
    try {
      listener(name);
    } catch (error) {
      console.error(`A listener of ${name} failed`, error);
    }
  }
}

/**
 * Calls `listener` with the name of every event tracked from now on, as it is tracked (the install
 * popups re-check the counters after a deposit and react to a login or registration).
 */
export function onTracked(listener: (name: TrackingEventName) => void) {
  trackedListeners.add(listener);
  return () => {
    trackedListeners.delete(listener);
  };
}
