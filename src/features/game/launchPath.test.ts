import { describe, expect, it } from 'vitest';
import { launchPathFor } from './launchPath';
import { parseLaunchRoute } from './launchQuery';

describe('launchPathFor', () => {
  it('is the address the launch page reads back', () => {
    const path = launchPathFor({ vendor: 'TCG_LOTTO_VN', gameCode: 'MB' });
    expect(path).toBe('/m/launchGame?vendor=TCG_LOTTO_VN&code=MB');
    expect(parseLaunchRoute(`?${path.split('?')[1] ?? ''}`)).toMatchObject({ code: 'MB' });
  });
});
