/**
 * The Pix key types (docs/member.md "Bank cards and Pix keys"), apart from pix.ts so that the
 * schemas and the pages can name them without loading the phone-number metadata pix.ts needs.
 */
export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export function isPixKeyType(value: unknown): value is PixKeyType {
  return typeof value === 'string' && (PIX_KEY_TYPES as readonly string[]).includes(value);
}
