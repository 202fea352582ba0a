// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareNatively, shareTargets } from './share';

const link = 'https://m.example.com/m/register?r=VN7KQ2PX&affiliateCode=AG10002';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sharing the invite link', () => {
  it('puts the whole link, codes included, into every fallback target', () => {
    for (const target of shareTargets(link, 'Join me')) {
      expect(decodeURIComponent(target.href)).toContain(link);
    }
  });

  it('says unsupported without a share sheet, so the page shows the targets', async () => {
    vi.stubGlobal('navigator', {});
    await expect(shareNatively({ url: link })).resolves.toBe('unsupported');
  });

  it('treats a closed share sheet as cancelled, not as a failure', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    vi.stubGlobal('navigator', { share });
    await expect(shareNatively({ url: link })).resolves.toBe('cancelled');
    expect(share).toHaveBeenCalledWith({ url: link });
  });
});
