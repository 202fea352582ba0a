import * as v from 'valibot';
import { DEVICE_ID_KEY } from '../common/storageKeys';
import { read, storageEntry, write } from './storage';

/** Spec §3, §9: a 36-character UUID in local storage and a cookie that lasts 365 days. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only a 36-character UUID is a device id; anything else is rejected. */
export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && value.length === 36 && UUID.test(value);
}

const DeviceIdSchema = v.pipe(
  v.string(),
  v.check((id: string) => isDeviceId(id)),
);
const storedId = storageEntry(DEVICE_ID_KEY, 'local', DeviceIdSchema);
const cookieId = storageEntry(DEVICE_ID_KEY, 'cookie', DeviceIdSchema, {
  maxAgeS: COOKIE_MAX_AGE_S,
});

export function storeDeviceId(id: string) {
  if (!isDeviceId(id)) throw new Error('A device id must be a 36-character UUID');
  write(storedId, id);
  write(cookieId, id);
}

/** The device id, from storage, else the cookie (storage may have been cleared), else a new one. */
export function getDeviceId(): string {
  const stored = read(storedId);
  const id = stored ?? read(cookieId) ?? crypto.randomUUID();
  if (id !== stored) storeDeviceId(id);
  return id;
}

/**
 * A device page in an iframe may hand over the id (spec §3). Messages from any other origin, or
 * carrying anything but a valid id, are ignored. Returns the unsubscribe.
 */
export function acceptDeviceIdFrom(allowedOrigin: string) {
  const listener = (event: MessageEvent) => {
    if (event.origin !== allowedOrigin) return;
    const data = event.data as { type?: unknown; deviceId?: unknown } | null;
    if (data?.type === 'DEVICE_ID' && isDeviceId(data.deviceId)) storeDeviceId(data.deviceId);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}
