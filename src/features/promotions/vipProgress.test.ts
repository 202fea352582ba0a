import { describe, expect, it } from 'vitest';
import { vipProgress } from './vipProgress';

describe('vipProgress (spec §4)', () => {
  it('is 1 without a label, whatever the counts say', () => {
    expect(vipProgress(false, null)).toBe(1);
    expect(vipProgress(false, { completedConditions: 0, totalExpectedConditions: 5 })).toBe(1);
  });

  it('is completed / total with a label', () => {
    expect(vipProgress(true, { completedConditions: 3, totalExpectedConditions: 5 })).toBe(0.6);
    expect(vipProgress(true, { completedConditions: 0, totalExpectedConditions: 4 })).toBe(0);
  });

  it('stays within 0..1 and counts a label with no conditions as done', () => {
    expect(vipProgress(true, { completedConditions: 7, totalExpectedConditions: 5 })).toBe(1);
    expect(vipProgress(true, { completedConditions: 0, totalExpectedConditions: 0 })).toBe(1);
  });
});
