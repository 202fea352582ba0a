import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PixKey } from '../../src/common/payout-schemas.ts';
import { DEMO_TOTP_SECRET } from '../auth/seed.ts';
import { totp } from '../auth/totp.ts';
import { startTestServer, type TestServer } from '../test-helpers.ts';
import { DEMO_WITHDRAW_PASSWORD } from './seed.ts';
import { memberGet, submit, tokenOf } from './test-client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await tokenOf(server, 'player01', 'DEMOBR');
}, 30_000);
afterAll(() => server.stop());

const BIND = '/wps/member/pixKeys/bind';
const HOLDER = { holderName: 'Pedro Alves', holderCpf: '111.444.777-35' };

const bind = (token: string, body: Record<string, unknown>, merchant = 'DEMOBR') =>
  submit<PixKey>(server, BIND, body, token, { encrypted: true, merchant });

const withCode = (body: Record<string, unknown>) => ({
  ...HOLDER,
  ...body,
  authCode: totp(DEMO_TOTP_SECRET, Date.now()),
});

describe('Pix keys', { timeout: 30_000 }, () => {
  it('are for DEMOBR only', async () => {
    const token = await tokenOf(server, 'agent01');
    expect((await memberGet(server, '/wps/member/pixKeys', token)).errorCode).toBe(
      'pix.unavailable',
    );
    const answer = await bind(token, { keyType: 'EMAIL', key: 'a@b.example' }, 'DEMOVN');
    expect(answer.errorCode).toBe('pix.unavailable');
  });

  it('binds one key of each type, listed masked, up to the limit', async () => {
    const token = await tokenOf(server, 'twofa01', 'DEMOBR');
    const keys = [
      { keyType: 'CPF', key: '111.444.777-35', masked: '***.444.777-**' },
      { keyType: 'CNPJ', key: '11.222.333/0001-81', masked: '11.222.***/****-81' },
      { keyType: 'PHONE', key: '(11) 98765-4321', masked: '+55 11*******21' },
      { keyType: 'EMAIL', key: 'Pedro.Alves@Gmail.com', masked: 'pe***@gmail.com' },
      {
        keyType: 'EVP',
        key: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
        masked: '1b4e28ba-****-****-****-********a427',
      },
    ];
    for (const { keyType, key, masked } of keys) {
      const answer = await bind(token, withCode({ keyType, key }));
      expect(answer).toMatchObject({
        success: true,
        value: { keyType, maskedKey: masked, holderCpf: '***.444.777-**' },
      });
    }
    const list = await memberGet<{ keys: PixKey[] }>(
      server,
      '/wps/member/pixKeys',
      token,
      'DEMOBR',
    );
    expect(list.value.keys.map((key) => key.maskedKey)).toEqual(keys.map((key) => key.masked));
    const text = JSON.stringify(list);
    for (const raw of ['11144477735', 'pedro.alves@gmail.com', '5511987654321']) {
      expect(text).not.toContain(raw);
    }
    // Pix keys count as bound cards for the install promotion's bind_card rule.
    const summary = await memberGet<{ fullBankCardList: unknown[] }>(
      server,
      '/wps/member/withdrawSummary',
      token,
      'DEMOBR',
    );
    expect(summary.value.fullBankCardList).toHaveLength(5);
    const sixth = await bind(
      token,
      withCode({ keyType: 'EVP', key: '9f0e5b1c-7a2d-4c3e-8f41-2b6d8e0a1c55' }),
    );
    expect(sixth.errorCode).toBe('pix.limit');
  });

  it.each([
    ['pix.key.invalid', { keyType: 'IBAN', key: 'BR00' }],
    ['pix.key.invalid', { keyType: 'CPF', key: '111.444.777-36' }],
    ['pix.key.invalid', { keyType: 'CNPJ', key: '11.222.333/0001-82' }],
    ['pix.key.invalid', { keyType: 'PHONE', key: '+84 912 345 678' }],
    ['pix.key.invalid', { keyType: 'EMAIL', key: 'ana@' }],
    ['pix.key.invalid', { keyType: 'EVP', key: '1b4e28ba-2fa1-11d2-883f-0016d3cca427' }],
    ['pix.cpf.invalid', { keyType: 'EMAIL', key: 'x@y.example', holderCpf: '123' }],
    ['card.holder.invalid', { keyType: 'EMAIL', key: 'x@y.example', holderName: 'Ana' }],
    ['card.holder.mismatch', { keyType: 'CPF', key: '111.444.777-35' }],
    ['card.holder.mismatch', { keyType: 'EMAIL', key: 'x@y.example', holderName: 'Bea Lima' }],
    ['card.holder.mismatch', { keyType: 'EMAIL', key: 'x@y.example', holderCpf: '12345678909' }],
    ['pix.key.duplicate', { keyType: 'EMAIL', key: 'ana.souza@demobr.example' }],
    ['withdraw.password.err', { keyType: 'EMAIL', key: 'x@y.example', withdrawPassword: '000001' }],
  ])('answers %s for %o', async (errorCode, change) => {
    const token = await tokenOf(server, 'agent01', 'DEMOBR');
    const answer = await bind(token, {
      holderName: 'Ana Souza',
      holderCpf: '529.982.247-25',
      withdrawPassword: DEMO_WITHDRAW_PASSWORD,
      ...change,
    });
    expect(answer).toMatchObject({ success: false, errorCode });
  });
});
