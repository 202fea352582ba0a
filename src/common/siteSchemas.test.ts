import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { BannerListSchema } from './siteSchemas';

const banner = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  groupName: 'm_home',
  url: `/cdn/DEMOVN/banner-${id}.svg`,
  linkageType: 'URL',
  linkage: 'https://help.example/page',
  ...fields,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BannerListSchema: banner addresses at the boundary', () => {
  it('keeps http(s) addresses and paths on this site', () => {
    const banners = [
      banner(1),
      banner(2, { url: 'https://cdn.example/b.png', linkage: '/m/rewardCenter' }),
      banner(3, { linkageType: 'P', linkage: '12' }),
      banner(4, { linkageType: 'G', linkage: 'VN_SIEU_TOC_45S' }),
    ];
    expect(v.parse(BannerListSchema, banners).map((kept) => kept.id)).toEqual([1, 2, 3, 4]);
  });

  it('drops, with a warning, a banner whose image or link is not one, and keeps the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const banners = [
      banner(1, { url: 'javascript:alert(1)' }),
      banner(2, { url: 'data:image/svg+xml,<svg onload=alert(1)>' }),
      banner(3, { url: '//evil.example/b.png' }),
      banner(4, { linkage: 'javascript:alert(1)' }),
      banner(5, { linkage: 'not an address' }),
      banner(6),
    ];
    expect(v.parse(BannerListSchema, banners).map((kept) => kept.id)).toEqual([6]);
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('still refuses a list that is not one of banners', () => {
    expect(v.safeParse(BannerListSchema, { banners: null }).success).toBe(false);
    expect(v.safeParse(BannerListSchema, [{ id: 1 }]).success).toBe(false);
  });
});
