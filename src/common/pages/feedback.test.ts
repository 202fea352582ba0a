import { describe, expect, it } from 'vitest';
import {
  feedbackProblems,
  screenshotProblem,
  sniffImageType,
  SCREENSHOT_MAX_BASE64_LENGTH,
  type FeedbackSubmission,
} from './feedback';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes, ...new Array(12).fill(0)));
const JPEG = base64([0xff, 0xd8, 0xff, 0xe0]);
const WEBP = base64([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);

describe('feedback screenshots', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(screenshotProblem({ type: 'image/png', data: PNG })).toBeNull();
    expect(screenshotProblem({ type: 'image/jpeg', data: JPEG })).toBeNull();
    expect(screenshotProblem({ type: 'image/webp', data: WEBP })).toBeNull();
    expect(sniffImageType(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull();
  });

  it('refuses a type that does not match the bytes, or an image type not taken', () => {
    expect(screenshotProblem({ type: 'image/jpeg', data: PNG })).toBe('screenshot.content');
    expect(screenshotProblem({ type: 'image/png', data: btoa('<svg onload=alert(1)>...') })).toBe(
      'screenshot.content',
    );
    expect(screenshotProblem({ type: 'image/svg+xml', data: PNG })).toBe('screenshot.type');
  });

  it('refuses what is not plain base64, or too long', () => {
    expect(screenshotProblem({ type: 'image/png', data: `data:image/png;base64,${PNG}` })).toBe(
      'screenshot.encoding',
    );
    expect(screenshotProblem({ type: 'image/png', data: PNG.slice(1) })).toBe(
      'screenshot.encoding',
    );
    expect(screenshotProblem({ type: 'image/png', data: 'iVBO' })).toBe('screenshot.encoding');
    // A PNG's first 12 bytes, then zero bytes: valid base64 of any length that is a multiple of 4.
    const head = PNG.slice(0, 16);
    const long = head.padEnd(SCREENSHOT_MAX_BASE64_LENGTH + 4, 'A');
    expect(screenshotProblem({ type: 'image/png', data: long })).toBe('screenshot.too_large');
    const longest = head.padEnd(SCREENSHOT_MAX_BASE64_LENGTH, 'A');
    expect(screenshotProblem({ type: 'image/png', data: longest })).toBeNull();
  });
});

describe('the feedback form', () => {
  const valid: FeedbackSubmission = {
    feedbackId: '3f2b8c1e-9a4d-4e5f-8a7b-1c2d3e4f5a6b',
    memberId: 10001,
    category: 'GAME',
    text: '  Kết quả Miền Nam chưa cập nhật.  ',
    screenshot: null,
    writtenAt: '2026-11-25T09:20:00.000Z',
  };

  it('passes a valid message', () => {
    expect(feedbackProblems(valid)).toEqual({});
  });

  it('counts characters, not UTF-16 units, after trimming', () => {
    expect(feedbackProblems({ ...valid, text: '🎰🎰🎰🎰🎰🎰🎰🎰🎰' })).toEqual({
      text: 'text.too_short',
    });
    expect(feedbackProblems({ ...valid, text: '🎰'.repeat(10) })).toEqual({});
    expect(feedbackProblems({ ...valid, text: 'x'.repeat(1001) })).toEqual({
      text: 'text.too_long',
    });
    expect(feedbackProblems({ ...valid, text: `   ${'x'.repeat(9)}   ` })).toEqual({
      text: 'text.too_short',
    });
  });

  it('names every bad field', () => {
    expect(
      feedbackProblems({
        ...valid,
        feedbackId: 'nope',
        category: 'CAKE',
        writtenAt: 'yesterday',
        screenshot: { type: 'image/gif', data: PNG },
      }),
    ).toEqual({
      feedbackId: 'id.invalid',
      category: 'category.invalid',
      writtenAt: 'writtenAt.invalid',
      screenshot: 'screenshot.type',
    });
  });
});
