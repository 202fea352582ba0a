import { describe, expect, it } from 'vitest';
import { HttpError, InvalidResponseError, NetworkError, ServerError } from '../../api/errors';
import { failureOf } from './gameApi';

describe('game address failures', () => {
  it('tells a timeout (retry message) from a refused address and other failures', () => {
    expect(failureOf(new NetworkError('/wps/game/launchGame', true))).toBe('timedOut');
    expect(failureOf(new NetworkError('/wps/game/launchGame', false))).toBe('failed');
    expect(failureOf(new InvalidResponseError('game launch', ['gameUrl']))).toBe('refused');
    expect(failureOf(new HttpError('/wps/game/launchGame', 401))).toBe('failed');
    expect(failureOf(new ServerError('/wps/game/launchGame', 'game.maintenance', 'x'))).toBe(
      'failed',
    );
  });
});
