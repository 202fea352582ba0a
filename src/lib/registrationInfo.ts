import * as v from 'valibot';

/** Spec §3 "Registration info in storage"; captured on landing by the tracking feature. */
export const REGISTRATION_INFO_KEY = 'MC_REGISTER_INFO';

const RegistrationInfoSchema = v.object({
  affiliateCode: v.optional(v.string()),
  referralCode: v.optional(v.string()),
  originalDomain: v.optional(v.string()),
});
export type RegistrationInfo = v.InferOutput<typeof RegistrationInfoSchema>;

/** The stored info, or `{}` when absent or unreadable (an unreadable value is left untouched). */
export function readRegistrationInfo(): RegistrationInfo {
  try {
    const raw = localStorage.getItem(REGISTRATION_INFO_KEY);
    if (!raw) return {};
    const parsed = v.safeParse(RegistrationInfoSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}
