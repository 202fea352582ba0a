// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidResponseError, ServerError } from '../../api/errors';
import { NO_CHAT_PERMISSION } from '../../common/customerServiceSchemas';
import { chatLanguage, fetchUnreadCount, launchChat } from './chatApi';

function answer(body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body)));
}

const params = {
  title: 'Demo',
  backUrl: 'http://localhost/m/home',
  language: 'TW' as const,
  headerColor: '#112233',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chat relays (spec §7)', () => {
  it('speaks CN to the chat for both Chinese languages, and the others as they are', () => {
    expect(chatLanguage('CN')).toBe('CN');
    expect(chatLanguage('TW')).toBe('CN');
    expect(chatLanguage('VI')).toBe('VI');
    expect(chatLanguage('PT-BR')).toBe('PT-BR');
  });

  it('posts b2c, title, backUrl, language and headerColor and returns chatUrl', async () => {
    const fetch = answer({ success: true, value: { chatUrl: 'https://chat.example/room/1' } });
    vi.stubGlobal('fetch', fetch);
    await expect(launchChat(params)).resolves.toBe('https://chat.example/room/1');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/wps/relay/CBS_launchChat');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      b2c: 1,
      title: 'Demo',
      backUrl: 'http://localhost/m/home',
      language: 'CN',
      headerColor: '#112233',
    });
  });

  it('never hands back an address that is not http(s)', async () => {
    vi.stubGlobal('fetch', answer({ success: true, value: { chatUrl: 'javascript:alert(1)' } }));
    await expect(launchChat(params)).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('passes on the no-permission refusal for the caller to explain', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ success: false, errorCode: NO_CHAT_PERMISSION, message: 'No chat' }),
    );
    const error = (await launchChat(params).catch((caught: unknown) => caught)) as ServerError;
    expect(error).toBeInstanceOf(ServerError);
    expect(error.errorCode).toBe(NO_CHAT_PERMISSION);
  });

  it('reads the unread count and refuses one that is not a count', async () => {
    vi.stubGlobal('fetch', answer({ success: true, value: { unReadCount: 4 } }));
    await expect(fetchUnreadCount()).resolves.toBe(4);
    vi.stubGlobal('fetch', answer({ success: true, value: { unReadCount: -1 } }));
    await expect(fetchUnreadCount()).rejects.toBeInstanceOf(InvalidResponseError);
  });
});
