import * as v from 'valibot';

const id = v.union([v.string(), v.number()]);

/** Spec §3 login response value (also the two-factor verification's). */
export const LoginResultSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  id,
  userName: v.string(),
  customerType: v.optional(v.number()),
  firstTimeLogin: v.optional(v.boolean(), false),
  passwordExpired: v.optional(v.boolean(), false),
});
export type LoginResult = v.InferOutput<typeof LoginResultSchema>;

/** Spec §3 SMS code answer. */
export const SmsCodeSentSchema = v.object({ expirationTime: v.number() });
