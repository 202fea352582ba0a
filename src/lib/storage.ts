import * as v from 'valibot';
import type { AreaOf, StorageArea, StorageKeyName } from '../common/storageKeys';

/**
 * The only module that touches localStorage, sessionStorage and document.cookie. A registry entry
 * (`storageEntry()`, declared by the module that owns the value) names the key, its area and the
 * schema of its value; `read` validates. Storage that throws (private mode, quota, blocked cookies)
 * is caught here: a read gives nothing, a write gives false, and the first refusal of each area is
 * logged once per page load.
 */

export interface EntryOptions {
  /** Stored as JSON; without it the value is stored as text, as it is. */
  json?: boolean;
  /** The key's name in earlier builds: the first read moves a value kept there. */
  formerly?: string;
  /**
   * A value this build cannot read stays in place (it still counts as absent) instead of being
   * removed: for values whose loss costs something, which another build may still read.
   */
  keepUnreadable?: boolean;
  /** Cookies: how long the browser keeps one, in seconds. */
  maxAgeS?: number;
}

export interface StorageEntry<T> extends EntryOptions {
  readonly name: string;
  readonly area: StorageArea;
  readonly schema: v.GenericSchema<unknown, T>;
}

/** A registry entry: the compiler checks `area` against the table in src/common/storageKeys.ts. */
export function storageEntry<K extends StorageKeyName, T>(
  name: K,
  area: AreaOf<K>,
  schema: v.GenericSchema<unknown, T>,
  options: EntryOptions = {},
): StorageEntry<T> {
  return { name, area, schema, ...options };
}

/** One of a key's many entries, `<name>:<suffix>` (per request, per player). */
export function suffixed<T>(entry: StorageEntry<T>, suffix: string): StorageEntry<T> {
  return {
    ...entry,
    name: `${entry.name}:${suffix}`,
    formerly: entry.formerly && `${entry.formerly}:${suffix}`,
  };
}

/** What `inspect` gives for a value this build cannot read, or storage that refused to answer. */
export const UNREADABLE = Symbol('unreadable');

const refusedAreas = new Set<StorageArea>();

function refused(entry: StorageEntry<unknown>, doing: string, error: unknown) {
  if (refusedAreas.has(entry.area)) return;
  refusedAreas.add(entry.area);
  console.warn(`Browser storage (${entry.area}) refused ${doing} ${entry.name}`, error);
}

const webStorage = (area: StorageArea) => (area === 'local' ? localStorage : sessionStorage);

/** The stored text, or null; throws what the browser throws. */
function storedText({ area, name, formerly }: StorageEntry<unknown>): string | null {
  if (area === 'cookie') {
    const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
    return found === undefined ? null : found.slice(name.length + 1);
  }
  const storage = webStorage(area);
  const text = storage.getItem(name);
  if (text !== null || !formerly) return text;
  const former = storage.getItem(formerly);
  if (former !== null) {
    storage.setItem(name, former);
    storage.removeItem(formerly);
  }
  return former;
}

function parse<T>(entry: StorageEntry<T>, text: string): T | typeof UNREADABLE {
  let data: unknown;
  try {
    if (entry.area === 'cookie') data = decodeURIComponent(text);
    else data = entry.json ? JSON.parse(text) : text;
  } catch {
    return UNREADABLE;
  }
  const parsed = v.safeParse(entry.schema, data);
  return parsed.success ? parsed.output : UNREADABLE;
}

/** The last text read for an entry and its value: the same text gives the same object. */
const lastRead = new WeakMap<StorageEntry<unknown>, { text: string; value: unknown }>();

/**
 * What is stored: the value, `undefined` when nothing is, or UNREADABLE for a value that does not
 * parse or match the schema (removed, unless the entry keeps it) and for storage that refused.
 */
export function inspect<T>(entry: StorageEntry<T>): T | undefined | typeof UNREADABLE {
  let text: string | null;
  try {
    text = storedText(entry);
  } catch (error) {
    refused(entry, 'reading', error);
    return UNREADABLE;
  }
  if (text === null) return undefined;
  const last = lastRead.get(entry);
  if (last?.text === text) return last.value as T | typeof UNREADABLE;
  const value = parse(entry, text);
  if (value === UNREADABLE) {
    console.warn(`Ignoring an unreadable ${entry.name}`);
    if (!entry.keepUnreadable) {
      remove(entry);
      return value;
    }
  }
  lastRead.set(entry, { text, value });
  return value;
}

/** The stored value; `undefined` when there is none, it is unreadable, or storage refused. */
export function read<T>(entry: StorageEntry<T>): T | undefined {
  const value = inspect(entry);
  return value === UNREADABLE ? undefined : value;
}

/** Stores `value`; false when the browser refused (logged). Cookies are Secure on https. */
export function write<T>(
  entry: StorageEntry<T>,
  value: T,
  secure = window.location.protocol === 'https:',
): boolean {
  const text = entry.json ? JSON.stringify(value) : String(value);
  try {
    if (entry.area === 'cookie') {
      document.cookie =
        `${entry.name}=${encodeURIComponent(text)}; Max-Age=${entry.maxAgeS}; Path=/; ` +
        `SameSite=Lax${secure ? '; Secure' : ''}`;
    } else {
      webStorage(entry.area).setItem(entry.name, text);
    }
    return true;
  } catch (error) {
    refused(entry, 'saving', error);
    return false;
  }
}

export function remove(entry: StorageEntry<unknown>): void {
  try {
    if (entry.area === 'cookie') document.cookie = `${entry.name}=; Max-Age=0; Path=/`;
    else webStorage(entry.area).removeItem(entry.name);
  } catch (error) {
    refused(entry, 'removing', error);
  }
}

/** Removes `entry` and each of its `<name>:<suffix>` entries (web storage only). */
export function removeFamily(entry: StorageEntry<unknown>): void {
  try {
    const storage = webStorage(entry.area);
    for (const name of Object.keys(storage)) {
      if (name.split(':')[0] === entry.name) storage.removeItem(name);
    }
  } catch (error) {
    refused(entry, 'removing', error);
  }
}
