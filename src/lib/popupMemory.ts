import * as v from 'valibot';
import { DOWNLOAD_POPUP_MEMORY_KEY, POPUP_ANNOUNCEMENT_KEY } from '../common/storageKeys';
import { readSession } from './session';
import { read, storageEntry, suffixed, write, type StorageEntry } from './storage';

/**
 * What the popups remember: the announcement popup between visits on this device, the download
 * popups for this tab's session. The rules that use it are pure and live with each feature
 * (announcements/popupRules.ts, install/rules/popupSession.ts).
 */

const AnnouncementPopupMemorySchema = v.object({
  /** Hash of the last set closed. */
  hash: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  /** "Hide today" ticked: hidden until this local midnight (epoch ms). */
  hideUntil: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

export type AnnouncementPopupMemory = v.InferOutput<typeof AnnouncementPopupMemorySchema>;

const announcementPopupMemory = storageEntry(
  POPUP_ANNOUNCEMENT_KEY,
  'local',
  AnnouncementPopupMemorySchema,
  { json: true },
);

/** The remembered state, or null when there is none or it is unreadable. */
export function readAnnouncementPopupMemory(): AnnouncementPopupMemory | null {
  return read(announcementPopupMemory) ?? null;
}

/** Remembers a close; storage that refuses (private mode, full) only means the popup returns. */
export function writeAnnouncementPopupMemory(memory: AnnouncementPopupMemory) {
  write(announcementPopupMemory, memory);
}

/**
 * The download popups' session memory (spec §4: "a forced popup stays forced for the session",
 * "closing counts dismissals in the session").
 */
export interface DownloadPopupMemory<Trigger extends string> {
  /** A forced popup was shown: every later one this session is forced too. */
  forced: boolean;
  /** Closes this session. */
  dismissals: number;
  /** Once-per-session triggers already shown. */
  shownTriggers: readonly Trigger[];
}

export const EMPTY_DOWNLOAD_POPUP_MEMORY: DownloadPopupMemory<never> = {
  forced: false,
  dismissals: 0,
  shownTriggers: [],
};

/** A field read whatever it holds: `read` turns it into a value, `empty` when missing. */
const tolerant = <T>(read: (value: unknown) => T, empty: T) =>
  v.optional(v.pipe(v.unknown(), v.transform(read)), empty);

/**
 * This tab's entry for the signed-in player (another member signing in on the same tab starts a
 * fresh session). Read field by field: a field that does not read takes its empty value, and
 * triggers not in `triggers` are dropped.
 */
function downloadPopupEntry<Trigger extends string>(
  triggers: readonly Trigger[],
): StorageEntry<DownloadPopupMemory<Trigger>> {
  const entry = storageEntry(
    DOWNLOAD_POPUP_MEMORY_KEY,
    'session',
    v.object({
      forced: tolerant((value) => value === true, false),
      dismissals: tolerant(
        (value) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0),
        0,
      ),
      shownTriggers: tolerant(
        (value) =>
          Array.isArray(value)
            ? value.filter((item): item is Trigger => triggers.includes(item as Trigger))
            : [],
        [],
      ),
    }),
    { json: true, formerly: 'install.popupMemory' },
  );
  return suffixed(entry, readSession()?.userName ?? '');
}

/** This tab's memory of the download popups; anything unreadable counts as a fresh session. */
export function readDownloadPopupMemory<Trigger extends string>(
  triggers: readonly Trigger[],
): DownloadPopupMemory<Trigger> {
  return read(downloadPopupEntry(triggers)) ?? EMPTY_DOWNLOAD_POPUP_MEMORY;
}

export function writeDownloadPopupMemory<Trigger extends string>(
  memory: DownloadPopupMemory<Trigger>,
) {
  // The trigger list only matters for reading back.
  write(downloadPopupEntry(memory.shownTriggers), memory);
}
