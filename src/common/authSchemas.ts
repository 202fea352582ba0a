import * as v from 'valibot';

/** The sign-in and registration answers (spec §3; docs/api.md "Sign-in, registration and members"). */

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

/**
 * Spec §3 register response: `value.id` or `customerId`, `value.userName`, and `value.token` when
 * the payload asked to log in. With a token it reads as a login result.
 */
export const RegisterResultSchema = v.pipe(
  v.object({
    id: v.optional(v.nullable(id)),
    customerId: v.optional(v.nullable(id)),
    userName: v.string(),
    token: v.optional(v.nullable(v.string())),
    customerType: v.optional(v.number()),
    firstTimeLogin: v.optional(v.boolean(), false),
    passwordExpired: v.optional(v.boolean(), false),
  }),
  v.check((value) => (value.id ?? value.customerId) != null, 'id or customerId is required'),
  v.transform(({ id, customerId, token, ...rest }) => {
    const memberId = (id ?? customerId)!;
    const login: LoginResult | null = token ? { ...rest, id: memberId, token } : null;
    return { id: memberId, userName: rest.userName, login };
  }),
);
export type RegisterResult = v.InferOutput<typeof RegisterResultSchema>;
