import { describe, expect, it } from 'vitest';
import { RESIZE_WIDTHS, resizingPrefixes } from '../common/imageWidths';
import { imageSources, type ResizeRule } from './imageSources';

const PAGE = 'https://m.merchant.example';
const rule: ResizeRule = {
  prefixes: resizingPrefixes('https://img.merchant.example/banners/', PAGE),
  base: `${PAGE}/m/home`,
};

function candidates(srcSet: string | undefined) {
  return (srcSet ?? '').split(', ').map((candidate) => candidate.split(' '));
}

describe('imageSources', () => {
  it('gives a raster banner on this origin’s /cdn/ the phone widths and the layout’s sizes', () => {
    const sources = imageSources('/cdn/DEMOVN/banner-1.png', 'banner', rule);
    expect(sources.src).toBe('/cdn/DEMOVN/banner-1.png');
    expect(candidates(sources.srcSet)).toEqual([
      [`${PAGE}/cdn/DEMOVN/banner-1.png?w=360`, '360w'],
      [`${PAGE}/cdn/DEMOVN/banner-1.png?w=540`, '540w'],
      [`${PAGE}/cdn/DEMOVN/banner-1.png?w=720`, '720w'],
      [`${PAGE}/cdn/DEMOVN/banner-1.png?w=1080`, '1080w'],
      [`${PAGE}/cdn/DEMOVN/banner-1.png?w=1440`, '1440w'],
    ]);
    expect(sources.sizes).toBe('(min-width: 640px) 608px, calc(100vw - 32px)');
  });

  it('gives a game icon 1×, 2× and 3× of its 104 px, and keeps its own query', () => {
    const sources = imageSources('https://img.merchant.example/banners/g/7.JPG?v=3', 'icon', rule);
    expect(candidates(sources.srcSet)).toEqual([
      ['https://img.merchant.example/banners/g/7.JPG?v=3&w=104', '1x'],
      ['https://img.merchant.example/banners/g/7.JPG?v=3&w=208', '2x'],
      ['https://img.merchant.example/banners/g/7.JPG?v=3&w=312', '3x'],
    ]);
    expect(sources.sizes).toBeUndefined();
  });

  it('asks only for widths the reference server makes', () => {
    for (const layout of ['banner', 'icon'] as const) {
      const { srcSet } = imageSources('/cdn/DEMOBR/a.webp', layout, rule);
      for (const [address] of candidates(srcSet)) {
        expect(RESIZE_WIDTHS).toContain(Number(new URL(address ?? '').searchParams.get('w')));
      }
    }
  });

  it.each([
    ['an SVG', '/cdn/DEMOVN/banner-1.svg'],
    ['a data: image', 'data:image/png;base64,iVBORw0KGgo='],
    ['another host', 'https://images.thirdparty.example/banner.png'],
    ['a look-alike host', 'https://img.merchant.example.evil.example/banners/b.png'],
    ['the image host outside its prefix', 'https://img.merchant.example/other/b.png'],
    ['this origin outside /cdn/', '/m/assets/logo.png'],
    ['an address that already names a width', '/cdn/DEMOVN/banner-1.png?w=540'],
    ['a GIF', '/cdn/DEMOVN/spin.gif'],
    ['not an address', 'http://['],
  ])('keeps the plain src for %s', (_what, url) => {
    expect(imageSources(url, 'banner', rule)).toEqual({ src: url });
    expect(imageSources(url, 'icon', rule)).toEqual({ src: url });
  });
});

describe('resizingPrefixes', () => {
  it('is this origin’s /cdn/ plus the named http(s) prefixes, nothing else', () => {
    expect(
      resizingPrefixes(
        ' https://a.example/img/, javascript:alert(1) nonsense http://b.example',
        PAGE,
      ),
    ).toEqual([`${PAGE}/cdn/`, 'https://a.example/img/', 'http://b.example/']);
    expect(resizingPrefixes(undefined, PAGE)).toEqual([`${PAGE}/cdn/`]);
  });
});
