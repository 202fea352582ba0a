// Shared by the member-area tests: sign in, read a member call, send a submission with an
// idempotency key (plain or encrypted), and the member area's /__qa calls.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../src/common/idempotency.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../auth/seed.ts';
import { totp } from '../auth/totp.ts';
import { encryptedPost, login, plainCall, type Envelope } from '../auth/test-client.ts';
import { call, clearScenario, startTestServer, type TestServer } from '../test-helpers.ts';

type Server = { port: number };

export type { Envelope };

/**
 * The reference backend of one member-area test file: started before its tests, with the demo
 * members seeded and the RSA key made by a first sign-in; stopped after them; every QA scenario
 * switch off before each test. Usable as the `server` of the calls here once the tests run.
 */
export function memberTestServer(): Server {
  let running: TestServer | undefined;
  const started = () => {
    if (!running) throw new Error('the member test server is used before its tests start');
    return running;
  };
  beforeAll(async () => {
    running = await startTestServer();
    await tokenOf(running, 'player01');
  }, 30_000);
  afterAll(() => running?.stop());
  beforeEach(async () => {
    await clearScenario(started());
  });
  return {
    get port() {
      return started().port;
    },
  };
}

/** A demo account's token; `twofa01` passes its second factor with the authenticator. */
export async function tokenOf(server: Server, account: string, merchant = 'DEMOVN') {
  const password = account === 'fresh01' ? 'a123456' : DEMO_PASSWORD;
  let answer = await login(server, account, password, {}, { merchant });
  if (answer.errorCode === 'login_verify_required' && account === 'twofa01') {
    const payload = {
      username: account,
      password,
      method: 'G',
      authCode: totp(DEMO_TOTP_SECRET, Date.now()),
    };
    const path = '/wps/session/login/verification';
    answer = (await encryptedPost(server, path, payload, { merchant })).json<typeof answer>();
  }
  if (!answer.success) throw new Error(`login of ${account} failed: ${answer.errorCode}`);
  return answer.value.token;
}

export async function memberGet<T = unknown>(
  server: Server,
  path: string,
  token: string | undefined,
  merchant = 'DEMOVN',
): Promise<Envelope<T>> {
  const options = { merchant, ...(token ? { token } : {}) };
  return (await plainCall(server, 'GET', path, undefined, options)).json<Envelope<T>>();
}

export interface SubmitOptions {
  merchant?: string;
  /** The idempotency key; a fresh one when left out, none at all when null. */
  key?: string | null;
  encrypted?: boolean;
}

/** A POST the way the storefront sends a money or card form. */
export async function submit<T = unknown>(
  server: Server,
  path: string,
  body: Record<string, unknown>,
  token: string | undefined,
  options: SubmitOptions = {},
): Promise<Envelope<T>> {
  const key = options.key === undefined ? randomUUID() : options.key;
  const post = {
    merchant: options.merchant ?? 'DEMOVN',
    ...(token ? { token } : {}),
    headers: (key === null ? {} : { [IDEMPOTENCY_HEADER]: key }) as Record<string, string>,
  };
  const response = options.encrypted
    ? await encryptedPost(server, path, body, post)
    : await plainCall(server, 'POST', path, body, post);
  return response.json<Envelope<T>>();
}

// The /__qa calls carry the header the QA guard asks for.
const QA_HEADERS = { 'X-QA': '1' };

export async function qaRead<T = unknown>(server: Server, path: string): Promise<T> {
  return (await call(server, path, { headers: QA_HEADERS })).json<T>();
}

export async function qaAct<T = unknown>(server: Server, path: string, body: unknown) {
  const response = await call(server, path, {
    method: 'POST',
    headers: { ...QA_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, value: response.json<T>() };
}
