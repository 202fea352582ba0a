import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../auth/seed.ts';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { DEMO_WITHDRAW_PASSWORD } from './seed.ts';
import { memberGet, submit, tokenOf } from './test-client.ts';

let dataDir: string;
let server: TestServer;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storefront-books-test-'));
  server = await startTestServer({ dataDir });
});
afterEach(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('member books on disk', { timeout: 30_000 }, () => {
  it('keeps balances, history, cards, vouchers, avatar and answers across a restart', async () => {
    let token = await tokenOf(server, 'agent01');
    const key = crypto.randomUUID();
    const deposit = { channel: 'BANK', amount: 1_000_000 };
    const paid = await submit(server, '/wps/relay/MCSFE_submitDeposit', deposit, token, { key });
    const card = await submit(
      server,
      '/wps/member/bankCards/bind',
      {
        bankCode: 'STB',
        accountNumber: '060123456789',
        holderName: 'Le Thi Cuc',
        withdrawPassword: DEMO_WITHDRAW_PASSWORD,
      },
      token,
      { encrypted: true },
    );
    expect(card.success).toBe(true);
    const [welcome] = (
      await memberGet<{ vouchers: { id: number }[] }>(server, '/wps/member/vouchers', token)
    ).value.vouchers;
    await submit(server, '/wps/member/vouchers/claim', { voucherId: welcome!.id }, token);
    await submit(server, '/wps/member/avatar', { avatar: 4 }, token, { key: null });
    const first = await tokenOf(server, 'first01');
    await submit(
      server,
      '/wps/member/withdrawPassword',
      { password: DEMO_PASSWORD, newWithdrawPassword: '135790' },
      first,
      { encrypted: true, key: null },
    );

    await server.stop();
    server = await startTestServer({ dataDir });
    token = await tokenOf(server, 'agent01');
    expect((await memberGet(server, '/wps/member/balance', token)).value).toMatchObject({
      balance: 19_000_000,
    });
    // The replay after the restart is the first answer, and nothing is credited twice.
    expect(await submit(server, '/wps/relay/MCSFE_submitDeposit', deposit, token, { key })).toEqual(
      paid,
    );
    expect((await memberGet(server, '/wps/member/balance', token)).value).toMatchObject({
      balance: 19_000_000,
    });
    const cards = await memberGet<{ cards: { maskedNumber: string }[] }>(
      server,
      '/wps/member/bankCards',
      token,
    );
    expect(cards.value.cards.map((c) => c.maskedNumber)).toContain('**** 6789');
    const vouchers = await memberGet<{ vouchers: { id: number; state: string }[] }>(
      server,
      '/wps/member/vouchers',
      token,
    );
    expect(vouchers.value.vouchers.find((v) => v.id === welcome!.id)?.state).toBe('claimed');
    const profile = await memberGet<{ avatar: number }>(server, '/wps/member/profile', token);
    expect(profile.value.avatar).toBe(4);
    const firstProfile = await memberGet<{ withdrawPassword: { set: boolean } }>(
      server,
      '/wps/member/profile',
      await tokenOf(server, 'first01'),
    );
    expect(firstProfile.value.withdrawPassword.set).toBe(true);

    const file = await readFile(join(dataDir, 'member-books-DEMOVN.json'), 'utf8');
    expect(file).not.toContain('135790');
    expect(file).not.toContain(DEMO_WITHDRAW_PASSWORD);
  });

  it('refuses to start over a damaged books file rather than reseeding it', async () => {
    await memberGet(server, '/wps/member/balance', await tokenOf(server, 'player01'));
    await server.stop();
    const file = join(dataDir, 'member-books-DEMOVN.json');
    await writeFile(file, '{ damaged');
    server = await startTestServer({ dataDir });
    const token = await tokenOf(server, 'player01');
    // The server answers 500 (its log says why) and leaves the file for a person to look at.
    const answer = await memberGet(server, '/wps/member/balance', token).catch(() => null);
    expect(answer?.success).not.toBe(true);
    expect(await readFile(file, 'utf8')).toBe('{ damaged');
  });
});
