import { describe, expect, it } from 'vitest';
import { NetworkError, ServerError } from '../../api/errors';
import type { Submission } from '../../common/member-schemas';
import { submitOnce } from './submission';

const KEY = '8c0b6c52-3c0e-4c55-9a39-2a1d1f6b7e10';

function lookups(...answers: (Submission | Error)[]) {
  let index = 0;
  return async () => {
    const answer = answers[Math.min(index++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer;
  };
}

const state = (value: Submission['state'], result: Submission['result'] = null): Submission => ({
  key: KEY,
  state: value,
  path: '/wps/relay/MCSFE_submitWithdraw',
  at: null,
  result,
});

describe('a money submission whose answer may be lost', () => {
  it('takes a first answer as it is, without looking anything up', async () => {
    let looked = 0;
    const outcome = await submitOnce({
      send: async () => ({ orderId: 'W1' }),
      lookup: async () => {
        looked += 1;
        return state('unknown');
      },
      onChecking: () => {},
      waitBeforeLookup: async () => {},
    });
    expect(outcome).toEqual({ kind: 'answered', value: { orderId: 'W1' } });
    expect(looked).toBe(0);
  });

  it('a refusal is the server speaking: no checking', async () => {
    let checking = false;
    const refusal = new ServerError('/x', 'withdraw.password.err', 'wrong');
    const outcome = await submitOnce({
      send: () => Promise.reject(refusal),
      lookup: lookups(state('unknown')),
      onChecking: () => (checking = true),
      waitBeforeLookup: async () => {},
    });
    expect(outcome).toEqual({ kind: 'refused', error: refusal });
    expect(checking).toBe(false);
  });

  it('a dropped answer is checked by the key, through pending and a failed lookup, and never sent twice', async () => {
    let sent = 0;
    let checking = 0;
    const outcome = await submitOnce({
      send: () => {
        sent += 1;
        return Promise.reject(new NetworkError('/x', false));
      },
      lookup: lookups(
        new NetworkError('/submission', false),
        state('pending'),
        state('done', { success: true, value: { orderId: 'W7', status: 'SUCCESS' } }),
      ),
      onChecking: () => (checking += 1),
      waitBeforeLookup: async () => {},
    });
    expect(outcome).toEqual({ kind: 'answered', value: { orderId: 'W7', status: 'SUCCESS' } });
    expect(sent).toBe(1);
    expect(checking).toBe(1);
  });

  it('a recorded refusal comes back as the refusal it was', async () => {
    const outcome = await submitOnce({
      send: () => Promise.reject(new NetworkError('/x', true)),
      lookup: lookups(
        state('done', {
          success: false,
          errorCode: 'withdraw.declined',
          message: 'no',
          value: null,
        }),
      ),
      onChecking: () => {},
      waitBeforeLookup: async () => {},
    });
    expect(outcome.kind).toBe('refused');
    expect(outcome.kind === 'refused' && outcome.error.errorCode).toBe('withdraw.declined');
  });

  it('a key the server never saw says so: the form may go again', async () => {
    const outcome = await submitOnce({
      send: () => Promise.reject(new NetworkError('/x', false)),
      lookup: lookups(state('unknown')),
      onChecking: () => {},
      waitBeforeLookup: async () => {},
    });
    expect(outcome).toEqual({ kind: 'notReceived' });
  });
});
