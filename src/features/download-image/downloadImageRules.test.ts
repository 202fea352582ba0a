import { describe, expect, it } from 'vitest';
import {
  fileNameOf,
  shouldShowDownloadImage,
  type DownloadImageInputs,
} from './downloadImageRules';

const base: DownloadImageInputs = {
  images: ['/cdn/DEMOVN/banner-5.svg?v=2', '/cdn/DEMOVN/banner-6.svg'],
  lastShownFileName: null,
  dismissedThisSession: false,
  installed: false,
};

describe('download-image popup (spec §4)', () => {
  it('shows a banner not shown before', () => {
    expect(shouldShowDownloadImage(base)).toBe(true);
  });
  it('not the same file again, but a new file name', () => {
    expect(shouldShowDownloadImage({ ...base, lastShownFileName: 'banner-5.svg' })).toBe(false);
    expect(shouldShowDownloadImage({ ...base, lastShownFileName: 'banner-4.svg' })).toBe(true);
  });
  it('never installed, after a dismissal this session, or without banners', () => {
    expect(shouldShowDownloadImage({ ...base, installed: true })).toBe(false);
    expect(shouldShowDownloadImage({ ...base, dismissedThisSession: true })).toBe(false);
    expect(shouldShowDownloadImage({ ...base, images: [] })).toBe(false);
  });
  it('reads the file name without query or fragment', () => {
    expect(fileNameOf('https://cdn.example/a/b/pop-1.png?x=1#y')).toBe('pop-1.png');
  });
});
