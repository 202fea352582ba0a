// Shared by the sign-in tests: encrypted posts and the usual sign-in steps against a test server.
import { call, qaCall, type RawResponse } from '../test-helpers.ts';
import { encryptForTest, type EncryptedPost } from './encrypt-for-test.ts';

export interface Envelope<T = unknown> {
  success: boolean;
  value: T;
  errorCode?: string;
  message?: string;
}

export interface LoginValue {
  token: string;
  id: number;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

type Server = { port: number };

export async function fetchKey(server: Server) {
  const res = await call(server, `/wps/session/key/rsa?_=${Date.now()}`);
  return res.json<Envelope<{ publicKey: string; keyId: string }>>().value;
}

export interface PostOptions {
  merchant?: string;
  token?: string;
  headers?: Record<string, string>;
  /** Changes the encrypted request before it is sent (tampering tests). */
  tamper?: (post: EncryptedPost) => void;
}

function baseHeaders(options: PostOptions): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Merchant: options.merchant ?? 'DEMOVN',
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
}

export async function encryptedPost(
  server: Server,
  path: string,
  payload: unknown,
  options: PostOptions = {},
): Promise<RawResponse> {
  const key = await fetchKey(server);
  const post = encryptForTest(key.publicKey, key.keyId, payload);
  options.tamper?.(post);
  return call(server, path, {
    method: 'POST',
    headers: { ...baseHeaders(options), ...post.headers },
    body: JSON.stringify(post.body),
  });
}

export async function plainCall(
  server: Server,
  method: string,
  path: string,
  body?: unknown,
  options: PostOptions = {},
): Promise<RawResponse> {
  if (body === undefined) return call(server, path, { method, headers: baseHeaders(options) });
  const text = JSON.stringify(body);
  // Node's client sends a DELETE body without a length unless told (browsers always send one).
  const length = { 'Content-Length': String(Buffer.byteLength(text)) };
  return call(server, path, {
    method,
    headers: { ...baseHeaders(options), ...length },
    body: text,
  });
}

export async function login<T = LoginValue>(
  server: Server,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  options: PostOptions = {},
): Promise<Envelope<T>> {
  const payload = {
    username,
    password,
    loginDeviceId: '0b7f1e2c-3d4a-4b5c-8d6e-7f8091a2b3c4',
    isOfficialAppLogin: false,
    ...extra,
  };
  const res = await encryptedPost(server, '/wps/session/login', payload, options);
  return res.json<Envelope<T>>();
}

/** Asks for an SMS code and reads it back from /__qa/sms. */
export async function smsCode(server: Server, dialingCode: string, mobileNum: string) {
  await plainCall(server, 'POST', '/wps/verification/sms/noLogin', {
    countryDialingCode: dialingCode,
    mobileNum,
  });
  const sent = (await qaCall(server, '/__qa/sms')).json<{ number: string; code: string }[]>();
  const last = sent.at(-1);
  if (!last) throw new Error('No SMS was sent');
  return last.code;
}
