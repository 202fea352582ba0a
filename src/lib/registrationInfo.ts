import * as v from 'valibot';

/** Spec §3 "Registration info in storage"; captured on landing by the tracking feature. */
export const REGISTRATION_INFO_KEY = 'MC_REGISTER_INFO';

const RegistrationInfoSchema = v.object({
  affiliateCode: v.optional(v.string()),
  referralCode: v.optional(v.string()),
  originalDomain: v.optional(v.string()),
});
export type RegistrationInfo = v.InferOutput<typeof RegistrationInfoSchema>;

/**
 * The stored info: `{}` when absent, `undefined` when unreadable (left untouched). Throws when
 * storage itself is blocked.
 */
export function loadRegistrationInfo(): RegistrationInfo | undefined {
  const raw = localStorage.getItem(REGISTRATION_INFO_KEY);
  if (!raw) return {};
  try {
    const parsed = v.safeParse(RegistrationInfoSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined; // not JSON
  }
}

/** The stored info, or `{}` when absent or unreadable (an unreadable value is left untouched). */
export function readRegistrationInfo(): RegistrationInfo {
  try {
    return loadRegistrationInfo() ?? {};
  } catch {
    return {};
  }
}

/**
 * Stores exactly the three fields of spec §3 (empty ones left out). Throws what localStorage
 * throws (private mode, quota); the caller decides how to report it.
 */
export function writeRegistrationInfo({
  affiliateCode,
  referralCode,
  originalDomain,
}: RegistrationInfo) {
  const info = {
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(referralCode ? { referralCode } : {}),
    ...(originalDomain ? { originalDomain } : {}),
  };
  localStorage.setItem(REGISTRATION_INFO_KEY, JSON.stringify(info));
}
