import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import {
  forgetRememberedLogin,
  readRememberedLogin,
  rememberedPassword,
  rememberLogin,
} from './rememberedLogin';

// Node has no `window` or Credential Management API: this exercises the WebCrypto vault.
Object.assign(globalThis, { window: globalThis });

const login = { type: 'username' as const, username: 'player01', merchant: 'DEMOVN' };

beforeEach(async () => {
  await db.vault.clear();
});

describe('remembered login vault', () => {
  it('keeps the password only as AES-GCM ciphertext under a non-extractable key', async () => {
    await rememberLogin(login, 'Player#2026');
    const entry = await db.vault.get('remembered-login');
    expect(entry?.cryptoKey.extractable).toBe(false);
    expect(new TextDecoder().decode(entry!.ciphertext)).not.toContain('Player#2026');
    expect(JSON.stringify(entry)).not.toContain('Player#2026');
    await expect(crypto.subtle.exportKey('raw', entry!.cryptoKey)).rejects.toThrow();
    expect(await readRememberedLogin()).toEqual(login);
    expect(await rememberedPassword('player01')).toBe('Player#2026');
  });

  it('gives nothing for another username', async () => {
    await rememberLogin(login, 'Player#2026');
    expect(await rememberedPassword('agent01')).toBeNull();
  });

  it('forgets a tampered entry instead of returning garbage', async () => {
    await rememberLogin(login, 'Player#2026');
    const entry = (await db.vault.get('remembered-login'))!;
    const bytes = new Uint8Array(entry.ciphertext);
    bytes[0] = bytes[0]! ^ 0xff;
    await db.vault.put({ ...entry, ciphertext: bytes.buffer });
    expect(await rememberedPassword('player01')).toBeNull();
    expect(await readRememberedLogin()).toBeNull();
  });

  it('forgets on request', async () => {
    await rememberLogin(login, 'Player#2026');
    await forgetRememberedLogin();
    expect(await readRememberedLogin()).toBeNull();
  });
});
