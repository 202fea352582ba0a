/**
 * Brazil's taxpayer numbers with their check digits: CPF (people, 11 digits) and CNPJ
 * (companies, 14 characters). Since July 2026 the Receita Federal also issues alphanumeric CNPJs:
 * the first 12 characters may be capital letters, each worth its ASCII code minus 48 in the same
 * modulo-11 sums, and the two check digits stay digits. Punctuation ("529.982.247-25",
 * "11.222.333/0001-81") is accepted and dropped.
 */

const CPF_LENGTH = 11;
const CNPJ_LENGTH = 14;

/** The CPF's 11 digits, or null when it is not a valid CPF. */
export function normaliseCpf(typed: string): string | null {
  const digits = typed.replace(/[\s.-]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return null;
  const values = [...digits].map(Number);
  return cpfCheckDigit(values, 9) === values[9] && cpfCheckDigit(values, 10) === values[10]
    ? digits
    : null;
}

/** Weights count down from `length + 1` to 2; a remainder of 10 gives 0. */
function cpfCheckDigit(values: number[], length: number): number {
  let sum = 0;
  for (let index = 0; index < length; index += 1) sum += values[index]! * (length + 1 - index);
  return ((sum * 10) % 11) % 10;
}

export const isValidCpf = (typed: string) => normaliseCpf(typed) !== null;

/** The CNPJ's 14 characters (capitals and digits), or null when it is not a valid CNPJ. */
export function normaliseCnpj(typed: string): string | null {
  const chars = typed.replace(/[\s./-]/g, '').toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(chars) || /^(\d)\1{13}$/.test(chars)) return null;
  const values = [...chars].map((char) => char.charCodeAt(0) - 48);
  return cnpjCheckDigit(values, 12) === values[12] && cnpjCheckDigit(values, 13) === values[13]
    ? chars
    : null;
}

/** Weights 2..9 from the right, repeating; a remainder below 2 gives 0. */
function cnpjCheckDigit(values: number[], length: number): number {
  let sum = 0;
  for (let index = 0; index < length; index += 1) {
    sum += values[index]! * (((length - 1 - index) % 8) + 2);
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

export const isValidCnpj = (typed: string) => normaliseCnpj(typed) !== null;

/** `52998224725` → `529.982.247-25`. */
export function formatCpf(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/** `11222333000181` → `11.222.333/0001-81`. */
export function formatCnpj(cnpj: string): string {
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

export { CNPJ_LENGTH, CPF_LENGTH };
