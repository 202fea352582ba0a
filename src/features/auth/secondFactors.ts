import type { SecondFactorMethod } from './loginApi';

/** The second factors of spec §4, in the order the first available one is chosen. */
export const SECOND_FACTORS = [
  { name: 'payeeName', method: 'P' },
  { name: 'sms', method: 'S' },
  { name: 'ga', method: 'G' },
  { name: 'email', method: 'E' },
] as const satisfies readonly { name: string; method: SecondFactorMethod }[];

export type SecondFactor = (typeof SECOND_FACTORS)[number]['name'];

/**
 * The factors listed in a `login_verify_required` value ("sms,ga", or an array), in spec order;
 * unknown names are ignored.
 */
export function parseSecondFactors(value: unknown): SecondFactor[] {
  const listed = (Array.isArray(value) ? value : String(value ?? '').split(/[,\s]+/)).map((name) =>
    String(name).trim().toLowerCase(),
  );
  return SECOND_FACTORS.map((factor) => factor.name).filter((name) =>
    listed.includes(name.toLowerCase()),
  );
}

export function methodOf(factor: SecondFactor): SecondFactorMethod {
  return SECOND_FACTORS.find((candidate) => candidate.name === factor)!.method;
}
