import * as v from 'valibot';
import { REGISTER_INFO_KEY } from '../common/storageKeys';
import { inspect, read, storageEntry, UNREADABLE, write } from './storage';

/** Spec §3 "Registration info in storage"; captured on landing by the tracking feature. */
const RegistrationInfoSchema = v.object({
  affiliateCode: v.optional(v.string()),
  referralCode: v.optional(v.string()),
  originalDomain: v.optional(v.string()),
});

export type RegistrationInfo = v.InferOutput<typeof RegistrationInfoSchema>;

/**
 * Attribution a player's registration is paid by: a value this build cannot read is left for the
 * landing capture, which replaces it only when the landing address brings new values.
 */
const registrationInfo = storageEntry(REGISTER_INFO_KEY, 'local', RegistrationInfoSchema, {
  json: true,
  keepUnreadable: true,
});

/** The stored info: `{}` when absent, `undefined` when unreadable or storage refused. */
export function loadRegistrationInfo(): RegistrationInfo | undefined {
  const info = inspect(registrationInfo);
  return info === UNREADABLE ? undefined : (info ?? {});
}

/** The stored info, or `{}` when absent or unreadable. */
export function readRegistrationInfo(): RegistrationInfo {
  return read(registrationInfo) ?? {};
}

/** Stores exactly the three fields of spec §3 (empty ones left out); false when refused. */
export function writeRegistrationInfo({
  affiliateCode,
  referralCode,
  originalDomain,
}: RegistrationInfo): boolean {
  return write(registrationInfo, {
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(referralCode ? { referralCode } : {}),
    ...(originalDomain ? { originalDomain } : {}),
  });
}
