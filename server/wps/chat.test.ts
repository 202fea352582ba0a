import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, type Envelope } from '../auth/test-client.ts';
import { DEMO_PASSWORD } from '../auth/seed.ts';
import { decryptCustomerServicePath } from '../cs-crypto.ts';
import { call, setScenario, startTestServer, type TestServer } from '../test-helpers.ts';

interface ConfigValue {
  customerService: { title: string; path: string; labelIds: number[] }[];
  domainList: { domainName: string }[];
}

describe('config call and chat relays', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const tokenOf = async (account: string) => {
    const answer = await login(server, account, DEMO_PASSWORD);
    if (!answer.success) throw new Error(`login ${account}: ${answer.errorCode}`);
    return answer.value.token;
  };
  const unread = (token?: string) =>
    call(server, '/wps/relay/CBS_unreadCount', {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }).then((res) => res.json<Envelope<{ unReadCount: number } | null>>());
  const launch = (token: string, body: unknown) =>
    call(server, '/wps/relay/CBS_launchChat', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((res) => res.json<Envelope<{ chatUrl: string } | null>>());

  it('gives the encrypted entries and a domain list that starts with the host called', async () => {
    const res = await call(server, '/wps/system/config', { headers: { Merchant: 'DEMOBR' } });
    const { value } = res.json<Envelope<ConfigValue>>();
    expect(value.customerService.map((entry) => entry.title)).toEqual([
      'Atendimento 24h',
      'Atendimento VIP',
    ]);
    expect(value.customerService.map((entry) => decryptCustomerServicePath(entry.path))).toEqual([
      '/cs/DEMOBR/1',
      '/cs/DEMOBR/2',
    ]);
    expect(value.domainList.map((domain) => domain.domainName)).toEqual([
      `127.0.0.1:${server.port}`,
      'm1.demosorte.example',
      'm2.demosorte.example',
    ]);
  });

  it('does not echo a Host header that is not a host', async () => {
    const res = await call(server, '/wps/system/config', {
      headers: { Host: 'evil.example/<script>' },
    });
    const names = res.json<Envelope<ConfigValue>>().value.domainList.map((d) => d.domainName);
    expect(names[0]).toBe('localhost');
  });

  it('refuses both relays without a session', async () => {
    expect((await unread()).errorCode).toBe('user.or.token.invalid');
    const res = await call(server, '/wps/relay/CBS_launchChat', { method: 'POST', body: '{}' });
    expect(res.json<Envelope>().errorCode).toBe('user.or.token.invalid');
  });

  it('refuses a type-4 member', async () => {
    const token = await tokenOf('nochat01');
    expect((await unread(token)).errorCode).toBe('chat.no.permission');
    expect((await launch(token, {})).errorCode).toBe('chat.no.permission');
  });

  it('counts unread messages until the member opens the chat', async () => {
    const token = await tokenOf('player01');
    expect((await unread(token)).value).toEqual({ unReadCount: 3 });
    const answer = await launch(token, {
      b2c: 1,
      title: 'Demo Xổ Số',
      backUrl: `http://127.0.0.1:${server.port}/m/home`,
      language: 'VI',
      headerColor: '#c8102e',
    });
    const url = new URL(answer.value!.chatUrl);
    expect(url.origin).toBe(`http://127.0.0.1:${server.port}`);
    expect(url.pathname).toBe('/cs/chat/DEMOVN');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      language: 'VI',
      title: 'Demo Xổ Số',
      headerColor: '#c8102e',
      backUrl: `http://127.0.0.1:${server.port}/m/home`,
    });
    expect((await unread(token)).value).toEqual({ unReadCount: 0 });
  });

  it('drops a back address on another host and a colour that is not one', async () => {
    const token = await tokenOf('agent01');
    const answer = await launch(token, {
      backUrl: 'https://phish.example/m/home',
      headerColor: 'red;background:url(x)',
      language: 'xx',
    });
    const url = new URL(answer.value!.chatUrl);
    expect(url.searchParams.has('backUrl')).toBe(false);
    expect(url.searchParams.has('headerColor')).toBe(false);
    expect(url.searchParams.get('language')).toBe('CN');
  });

  it('serves the chat script and a chat page whose back link stays on this host', async () => {
    const script = await call(server, '/cs/chat.js');
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.text).toContain('window.CBSChat');
    const page = await call(
      server,
      `/cs/chat/DEMOVN?title=${encodeURIComponent('<b>x</b>')}&backUrl=${encodeURIComponent('https://phish.example/')}`,
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(page.text).toContain('href="/m/home"');
    expect(page.text).not.toContain('phish.example');
    expect((await call(server, '/cs/chat/NOPE')).status).toBe(404);
  });

  it('answers the malformed variants when QA asks', async () => {
    await setScenario(server, { malformed: true });
    try {
      const config = await call(server, '/wps/system/config');
      expect(config.json<Envelope<unknown>>().value).toEqual({
        customerService: 'none',
        domainList: [{}],
      });
      expect((await unread()).value).toEqual({ unReadCount: 'many' });
    } finally {
      await setScenario(server, { malformed: false });
    }
  });
});
