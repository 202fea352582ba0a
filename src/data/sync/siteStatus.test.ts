// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidResponseError, NetworkError, ServerError } from '../../api/errors';
import { db } from '../db';
import { syncHome } from './home';
import { syncSiteStatus } from './siteStatus';
import { MERCHANT_KEY } from '../../common/storageKeys';

function status(merchantCode: string, overrides: Record<string, unknown> = {}) {
  return {
    info: {
      merchantCode,
      merchantName: `${merchantCode} name`,
      defaultLanguage: 'VI',
      customerService: [{ title: 'CS', path: 'abc12345678', csType: 'LIVECHAT', labelIds: [] }],
      mobileTemplate: {
        code: 'T1',
        parameters: { image_logo: '/logo.svg', primary_color: '#112233' },
      },
      whitelabel: ['CBS3', 'LOTTMINIGAME3'],
      whitelabelVal: { CBS3: '1' },
    },
    location: { ip: '10.1.2.3' },
    maintenance: false,
    ...overrides,
  };
}

function answer(body: unknown, init: ResponseInit = { status: 200 }) {
  return vi.fn(async () => new Response(JSON.stringify(body), init));
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('status sync', () => {
  it('writes status, switches, template and customer service together', async () => {
    const fetch = answer({ success: true, value: status('DEMOVN') });
    vi.stubGlobal('fetch', fetch);
    await syncSiteStatus();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/wps/system/status?device=MOBILE');
    expect(init.cache).toBe('no-store');
    expect((await db.siteStatus.get('current'))?.status.location.ip).toBe('10.1.2.3');
    expect((await db.whitelabel.toArray()).map((row) => row.code).sort()).toEqual([
      'CBS3',
      'LOTTMINIGAME3',
    ]);
    expect((await db.whitelabel.get('CBS3'))?.value).toBe('1');
    expect((await db.mobileTemplate.get('DEMOVN'))?.parameters.primary_color).toBe('#112233');
    expect(await db.customerService.count()).toBe(1);
    expect(localStorage.getItem(MERCHANT_KEY)).toBe('DEMOVN');
  });

  it('rejects a malformed answer with a clear error and keeps what was stored', async () => {
    vi.stubGlobal('fetch', answer({ success: true, value: status('DEMOVN') }));
    await syncSiteStatus();
    vi.stubGlobal('fetch', answer({ success: true, value: { info: 42 } }));
    const error = await syncSiteStatus().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).message).toMatch(/Invalid status response: info/);
    expect((await db.siteStatus.get('current'))?.merchantCode).toBe('DEMOVN');
    expect(await db.whitelabel.count()).toBe(2);
  });

  it('rejects a bad maintenance end time instead of showing a wrong one', async () => {
    vi.stubGlobal(
      'fetch',
      answer({
        success: true,
        value: status('DEMOVN', { maintenance: true, maintenanceEnd: 'soon' }),
      }),
    );
    await expect(syncSiteStatus()).rejects.toBeInstanceOf(InvalidResponseError);
    expect(await db.siteStatus.count()).toBe(0);
  });

  it('passes on a server failure with its code and message', async () => {
    vi.stubGlobal(
      'fetch',
      answer({
        success: false,
        errorCode: 'domain_not_available',
        message: 'Domain not available',
      }),
    );
    const error = (await syncSiteStatus().catch((caught: unknown) => caught)) as ServerError;
    expect(error).toBeInstanceOf(ServerError);
    expect(error.errorCode).toBe('domain_not_available');
    expect(error.serverMessage).toBe('Domain not available');
  });

  it('turns a dropped connection into a NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(syncSiteStatus()).rejects.toBeInstanceOf(NetworkError);
  });

  it("clears the previous merchant's data when the merchant changes", async () => {
    vi.stubGlobal('fetch', answer({ success: true, value: status('DEMOVN') }));
    await syncSiteStatus();
    await db.banners.put({ id: 1, groupName: 'm_home', url: '/b.svg', position: 0 });
    vi.stubGlobal('fetch', answer({ success: true, value: status('DEMOBR') }));
    await syncSiteStatus();
    expect(await db.banners.count()).toBe(0);
    expect((await db.siteStatus.get('current'))?.merchantCode).toBe('DEMOBR');
  });
});

describe('home sync', () => {
  it('keeps the stored banners when the new list is malformed, and still updates the marquee', async () => {
    await db.banners.put({ id: 1, groupName: 'm_home', url: '/old.svg', position: 0 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('MCSFE_getBanners')
          ? new Response(JSON.stringify({ success: true, value: [{ id: 2 }] }))
          : new Response(
              JSON.stringify({ success: true, value: [{ id: 9, content: 'Xổ số hôm nay' }] }),
            ),
      ),
    );
    await expect(syncHome()).rejects.toBeInstanceOf(InvalidResponseError);
    expect((await db.banners.toArray()).map((banner) => banner.url)).toEqual(['/old.svg']);
    expect((await db.announcements.toArray()).map((row) => row.content)).toEqual(['Xổ số hôm nay']);
  });

  it.each([
    ['none stored', false, 1],
    ['some stored', true, 0],
  ])(
    'says at once that the carousel stays empty when the banners fail and %s',
    async (_case, stored, calls) => {
      if (stored)
        await db.banners.put({ id: 1, groupName: 'm_home', url: '/old.svg', position: 0 });
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) =>
          url.includes('MCSFE_getBanners')
            ? new Response('', { status: 500 })
            : new Response(JSON.stringify({ success: true, value: [] })),
        ),
      );
      const noBanners = vi.fn();
      await expect(syncHome(noBanners)).rejects.toThrow(/HTTP 500/);
      expect(noBanners).toHaveBeenCalledTimes(calls);
    },
  );
});
