/**
 * Pix keys (Brazil's instant payments), as the Banco Central's DICT stores them: CPF (11 digits),
 * CNPJ (14 characters), phone (`+55` and the number, E.164), e-mail (at most 77 characters,
 * compared without case) and the random key (EVP, a version 4 UUID). `normalisePixKey` turns what
 * a player typed into the stored form, or null; `maskPixKey` is how a stored key is shown.
 */
import { formatCnpj, formatCpf, normaliseCnpj, normaliseCpf } from './brazil-ids';
import { isEmail, isUuidV4, maskEmail } from './validators';
import { maskPhone, parsePhone } from './phone';
import type { PixKeyType } from './pix-key-types';

/** DICT's limit for e-mail keys. */
export const PIX_EMAIL_MAX_LENGTH = 77;

/** The key as DICT stores it, or null when the typed text is not a key of that type. */
export function normalisePixKey(type: PixKeyType, typed: string): string | null {
  const text = typed.trim();
  switch (type) {
    case 'CPF':
      return normaliseCpf(text);
    case 'CNPJ':
      return normaliseCnpj(text);
    case 'PHONE': {
      // Pix phone keys are Brazilian numbers; a typed number without +55 is read as one.
      const parsed = parsePhone('55', text);
      return parsed.ok && parsed.phone.dialingCode === '55' ? parsed.phone.e164 : null;
    }
    case 'EMAIL': {
      const email = text.toLowerCase();
      return email.length <= PIX_EMAIL_MAX_LENGTH && isEmail(email) ? email : null;
    }
    case 'EVP':
      return isUuidV4(text) ? text.toLowerCase() : null;
  }
}

/**
 * A stored key as lists show it: enough to recognise it, not enough to use it elsewhere.
 * CPF `***.982.247-**` (the Banco Central's own masking), CNPJ `11.222.***\/****-81`,
 * phone `+55 11*******21`, e-mail `ma***@gmail.com`, EVP `1b4e28ba-****-…-****8f3c`.
 */
export function maskPixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case 'CPF':
      return `***.${formatCpf(key).slice(4, 11)}-**`;
    case 'CNPJ':
      return `${formatCnpj(key).slice(0, 6)}.***/****-${key.slice(12)}`;
    case 'PHONE':
      return maskPhone(key);
    case 'EMAIL':
      return maskEmail(key);
    case 'EVP':
      return `${key.slice(0, 8)}-****-****-****-********${key.slice(-4)}`;
  }
}

/** The last four characters, as the withdrawal summary lists every account. */
export function pixKeyLast4(key: string): string {
  return key.replace(/[^0-9A-Za-z]/g, '').slice(-4);
}
