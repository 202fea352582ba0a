// Shared by the contract tests: the reference backend's answers read the way the storefront reads
// them (src/api/request.ts): the envelope first, then the value through the call's schema.
import * as v from 'valibot';
import { expect } from 'vitest';
import { EnvelopeSchema, type Envelope } from '../src/common/siteSchemas.ts';
import { plainCall } from './auth/test-client.ts';
import type { RawResponse } from './test-helpers.ts';

export const MERCHANTS = ['DEMOVN', 'DEMOBR'] as const;
export type Merchant = (typeof MERCHANTS)[number];

/** Each issue as `field.path: message`, so a failing test names the field that drifted. */
export function problems(issues: readonly v.BaseIssue<unknown>[] | undefined): string[] {
  return (issues ?? []).map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}

/** The request wrapper reads every answer as an envelope, a failure too. */
export function envelopeOf(response: RawResponse, label: string): Envelope {
  const envelope = v.safeParse(EnvelopeSchema, response.json());
  expect(problems(envelope.issues), `${label}: ${response.text}`).toEqual([]);
  return envelope.output as Envelope;
}

/** A success whose value the call's schema accepts; returns what the storefront would keep. */
export function expectValue<T>(
  schema: v.GenericSchema<unknown, T>,
  response: RawResponse,
  label: string,
): T {
  const envelope = envelopeOf(response, label);
  expect(envelope.success, `${label}: ${response.text}`).toBe(true);
  const parsed = v.safeParse(schema, envelope.value);
  expect(problems(parsed.issues), `${label}: ${response.text}`).toEqual([]);
  return parsed.output as T;
}

/** Calls as the storefront sends them: its merchant's header, and the member's token if any. */
export function storefrontCalls(server: { port: number }) {
  const options = (merchant: Merchant, token?: string) => ({
    merchant,
    ...(token ? { token } : {}),
  });
  return {
    get: (path: string, merchant: Merchant, token?: string) =>
      plainCall(server, 'GET', path, undefined, options(merchant, token)),
    post: (path: string, body: unknown, merchant: Merchant, token?: string) =>
      plainCall(server, 'POST', path, body, options(merchant, token)),
  };
}
