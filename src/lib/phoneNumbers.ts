/**
 * src/common/phone.ts (libphonenumber-js, about 30 KB gzip) in a chunk of its own: loaded by the
 * pages with a phone field when they open, never by the home route, and small enough apart that
 * no page's own chunk carries it.
 */
export type PhoneNumbers = typeof import('../common/phone');

let loading: Promise<PhoneNumbers> | undefined;

/** The phone module, loaded once; a failed load (offline) is tried again on the next call. */
export function loadPhoneNumbers(): Promise<PhoneNumbers> {
  loading ??= import('../common/phone').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
