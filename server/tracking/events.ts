// The check of the collector's batches (docs/tracking.md): a batch of at most COLLECTOR_MAX_EVENTS
// events, and the check of one event against the storefront's event types. A bad event is
// rejected on its own; only a body that is not a batch fails as a whole.
import { COLLECTOR_MAX_EVENTS } from '../../src/common/tracking/collector.ts';
import {
  INSTALL_PROMPT_OUTCOMES,
  isTrackingEventName,
  type TrackingEvent,
  type TrackingEventName,
  type TrackingPayload,
} from '../../src/common/tracking/events.ts';

export type JsonObject = Record<string, unknown>;

/** An event that passed the check: payload and context are kept as sent, unknown fields too. */
export interface CheckedEvent extends Pick<TrackingEvent, 'eventId' | 'name' | 'createdAt'> {
  payload: JsonObject;
  context: JsonObject | null;
}

export type EventCheck =
  | { ok: true; event: CheckedEvent }
  /** `eventId` is echoed when it is a string, so the sender can match the result. */
  | { ok: false; eventId: string | null; reason: string };

export type BatchParse = { ok: true; events: unknown[] } | { ok: false; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type FieldType = 'string' | 'number' | 'id';
/** Spec §3's payload fields, every one of TrackingPayload's; any other field is kept as sent. */
const PAYLOAD_FIELDS = {
  customerId: 'id',
  customerName: 'string',
  revenue: 'number',
  amount: 'number',
  value: 'number',
  currency: 'string',
} satisfies Record<keyof Required<TrackingPayload>, FieldType>;
const TYPE_NAMES: Record<FieldType, string> = {
  string: 'a string',
  // JSON.parse turns 1e999 into Infinity, so "a number" must also mean finite.
  number: 'a finite number',
  id: 'a string or a finite number',
};

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasType(value: unknown, type: FieldType): boolean {
  const isNumber = typeof value === 'number' && Number.isFinite(value);
  if (type === 'number') return isNumber;
  if (type === 'string') return typeof value === 'string';
  return isNumber || typeof value === 'string';
}

function payloadProblem(payload: unknown): string | null {
  if (!isJsonObject(payload)) return 'payload must be an object';
  for (const [field, type] of Object.entries(PAYLOAD_FIELDS)) {
    const value = payload[field];
    if (value !== undefined && !hasType(value, type)) {
      return `payload.${field} must be ${TYPE_NAMES[type]}`;
    }
  }
  return null;
}

function contextProblem(name: TrackingEventName, context: unknown): string | null {
  if (context === undefined || context === null) return installProblem(name, undefined);
  if (!isJsonObject(context)) return 'context must be an object';
  if (context['page'] !== undefined && typeof context['page'] !== 'string') {
    return 'context.page must be a string';
  }
  const attribution = context['attribution'];
  if (attribution !== undefined && !isJsonObject(attribution)) {
    return 'context.attribution must be an object';
  }
  return gameProblem(context['game']) ?? installProblem(name, context['install']);
}

/** gameLaunch and startTrial name the game: optional string vendor and code. */
function gameProblem(game: unknown): string | null {
  if (game === undefined) return null;
  if (!isJsonObject(game)) return 'context.game must be an object';
  for (const field of ['vendor', 'code']) {
    if (game[field] !== undefined && typeof game[field] !== 'string') {
      return `context.game.${field} must be a string`;
    }
  }
  return null;
}

const PROMPT_OUTCOMES: readonly unknown[] = INSTALL_PROMPT_OUTCOMES;

/** Install funnel events say where they happened (docs/tracking.md "Install funnel"). */
function installProblem(name: TrackingEventName, install: unknown): string | null {
  const outcomeNeeded = name === 'installPromptAnswered';
  if (install === undefined && !outcomeNeeded) return null;
  if (!isJsonObject(install) || typeof install['surface'] !== 'string') {
    return 'context.install must be an object with a surface';
  }
  if (install['trigger'] !== undefined && typeof install['trigger'] !== 'string') {
    return 'context.install.trigger must be a string';
  }
  const outcome = install['outcome'];
  if ((outcomeNeeded || outcome !== undefined) && !PROMPT_OUTCOMES.includes(outcome)) {
    return 'context.install.outcome must be accepted or dismissed';
  }
  return null;
}

/** Checks one event of a batch; its unknown top-level fields are dropped. */
export function checkEvent(input: unknown): EventCheck {
  if (!isJsonObject(input)) return { ok: false, eventId: null, reason: 'event must be an object' };
  const { eventId, name, createdAt, payload, context } = input;
  const echo = typeof eventId === 'string' ? eventId : null;
  const reject = (reason: string): EventCheck => ({ ok: false, eventId: echo, reason });
  if (typeof eventId !== 'string' || !UUID.test(eventId)) return reject('eventId must be a UUID');
  if (!isTrackingEventName(name)) return reject('unknown event name');
  if (typeof createdAt !== 'number' || !Number.isFinite(createdAt)) {
    return reject('createdAt must be a finite number of milliseconds');
  }
  const problem = payloadProblem(payload) ?? contextProblem(name, context);
  if (problem) return reject(problem);
  return {
    ok: true,
    event: {
      eventId,
      name,
      createdAt,
      payload: payload as JsonObject,
      context: isJsonObject(context) ? context : null,
    },
  };
}

/** `{ events: [...] }` with at most COLLECTOR_MAX_EVENTS entries; the entries are checked later. */
export function parseBatch(body: Buffer): BatchParse {
  let input: unknown;
  try {
    input = JSON.parse(body.toString('utf8'));
  } catch {
    return { ok: false, message: 'The body is not valid JSON' };
  }
  if (!isJsonObject(input) || !Array.isArray(input['events'])) {
    return { ok: false, message: 'The body must be {"events":[...]}' };
  }
  const events: unknown[] = input['events'];
  if (events.length > COLLECTOR_MAX_EVENTS) {
    return { ok: false, message: `A batch holds at most ${COLLECTOR_MAX_EVENTS} events` };
  }
  return { ok: true, events };
}
