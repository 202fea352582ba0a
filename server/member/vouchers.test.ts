import { describe, expect, it } from 'vitest';
import type { Voucher } from '../../src/common/cashier-schemas.ts';
import { setScenario } from '../test-helpers.ts';
import { memberGet, memberTestServer, qaAct, submit, tokenOf } from './test-client.ts';

const server = memberTestServer();

const CLAIM = '/wps/member/vouchers/claim';
const DEPOSIT = '/wps/relay/MCSFE_submitDeposit';

const vouchersOf = async (token: string, state = '') =>
  (
    await memberGet<{ vouchers: Voucher[] }>(
      server,
      `/wps/member/vouchers${state ? `?state=${state}` : ''}`,
      token,
    )
  ).value.vouchers;

describe('vouchers', () => {
  it('lists the demo member’s vouchers in every state', async () => {
    const vouchers = await vouchersOf(await tokenOf(server, 'player01'));
    expect(vouchers.map((voucher) => voucher.state).sort()).toEqual([
      'claimable',
      'claimed',
      'expired',
      'used',
    ]);
    expect(vouchers.find((voucher) => voucher.state === 'used')?.orderId).toMatch(/^DEMOVN-D/);
    const welcome = vouchers.find((voucher) => voucher.state === 'claimable');
    expect(welcome).toMatchObject({
      bonus: { type: 'percent', percent: 100, maxBonus: 2_000_000 },
      minDeposit: 100_000,
      currency: 'VND',
    });
    // A new member gets the welcome voucher only.
    expect(await vouchersOf(await tokenOf(server, 'first01'))).toHaveLength(1);
  });

  it('claims an offered voucher once, and a code once', async () => {
    const token = await tokenOf(server, 'player01');
    const [welcome] = await vouchersOf(token, 'claimable');
    const key = crypto.randomUUID();
    const claimed = await submit<Voucher>(server, CLAIM, { voucherId: welcome!.id }, token, {
      key,
    });
    expect(claimed.value).toMatchObject({ id: welcome!.id, state: 'claimed' });
    expect(await submit(server, CLAIM, { voucherId: welcome!.id }, token, { key })).toEqual(
      claimed,
    );
    const twice = await submit(server, CLAIM, { voucherId: welcome!.id }, token);
    expect(twice).toMatchObject({ errorCode: 'voucher.unavailable', value: { state: 'claimed' } });
    const [used] = await vouchersOf(token, 'used');
    expect((await submit(server, CLAIM, { voucherId: used!.id }, token)).errorCode).toBe(
      'voucher.unavailable',
    );

    const code = await submit<Voucher>(server, CLAIM, { code: 'tet2026' }, token);
    expect(code.value).toMatchObject({ state: 'claimed', title: 'Mã TET2026: thưởng 10%' });
    expect((await submit(server, CLAIM, { code: 'TET2026' }, token)).errorCode).toBe(
      'voucher.unavailable',
    );
    expect((await submit(server, CLAIM, { code: 'FREEMONEY' }, token)).errorCode).toBe(
      'voucher.not_found',
    );
  });

  it('pays a percent bonus with an approved deposit, once', async () => {
    const token = await tokenOf(server, 'agent01');
    const [welcome] = await vouchersOf(token, 'claimable');
    await submit(server, CLAIM, { voucherId: welcome!.id }, token);
    const before = (await memberGet<{ balance: number }>(server, '/wps/member/balance', token))
      .value.balance;
    const small = await submit(
      server,
      DEPOSIT,
      { channel: 'BANK', amount: 50_000, voucherId: welcome!.id },
      token,
    );
    expect(small).toMatchObject({
      errorCode: 'voucher.min_deposit',
      value: { minDeposit: 100_000 },
    });
    const paid = await submit<{ bonus: number; balance: number }>(
      server,
      DEPOSIT,
      { channel: 'BANK', amount: 300_000, voucherId: welcome!.id },
      token,
    );
    expect(paid.value).toMatchObject({ bonus: 300_000, balance: before + 600_000 });
    const [used] = (await vouchersOf(token, 'used')).filter((v) => v.id === welcome!.id);
    expect(used?.orderId).toBeTruthy();
    const history = await memberGet<{ items: { type: string; amount: number }[] }>(
      server,
      '/wps/member/transactions?type=bonus',
      token,
    );
    expect(history.value.items[0]).toMatchObject({ type: 'bonus', amount: 300_000 });
    const again = await submit(
      server,
      DEPOSIT,
      { channel: 'BANK', amount: 300_000, voucherId: welcome!.id },
      token,
    );
    expect(again).toMatchObject({ errorCode: 'voucher.unavailable', value: { state: 'used' } });
  });

  it('holds a voucher for a pending deposit and gives it back when the deposit is declined', async () => {
    await setScenario(server, { cashier: 'pending' });
    const token = await tokenOf(server, 'player01');
    const ready = (await vouchersOf(token, 'claimed')).find((v) => v.bonus.type === 'fixed');
    const order = await submit<{ orderId: string; bonus: number }>(
      server,
      DEPOSIT,
      { channel: 'BANK', amount: 600_000, voucherId: ready!.id },
      token,
    );
    expect(order.value.bonus).toBe(50_000);
    expect((await vouchersOf(token, 'used')).map((v) => v.id)).toContain(ready!.id);
    await qaAct(server, '/__qa/orders/settle', {
      orderId: order.value.orderId,
      result: 'declined',
    });
    expect((await vouchersOf(token, 'claimed')).map((v) => v.id)).toContain(ready!.id);
  });

  it('refuses a voucher not yet claimed, or expired', async () => {
    const token = await tokenOf(server, 'fresh01');
    const [offered] = await vouchersOf(token);
    const answer = await submit(
      server,
      DEPOSIT,
      { channel: 'BANK', amount: 200_000, voucherId: offered!.id },
      token,
    );
    expect(answer).toMatchObject({
      errorCode: 'voucher.unavailable',
      value: { state: 'claimable' },
    });
    const player = await tokenOf(server, 'player01');
    const [expired] = await vouchersOf(player, 'expired');
    const late = await submit(
      server,
      DEPOSIT,
      { channel: 'BANK', amount: 600_000, voucherId: expired!.id },
      player,
    );
    expect(late).toMatchObject({ errorCode: 'voucher.unavailable', value: { state: 'expired' } });
    expect(
      (await submit(server, DEPOSIT, { channel: 'BANK', amount: 600_000, voucherId: 1 }, player))
        .errorCode,
    ).toBe('voucher.not_found');
  });
});
