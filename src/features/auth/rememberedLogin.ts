import { db } from '../../data/db';

/** Spec §3 remembered login, without the password (that stays in the vault). */
export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  merchant: string;
}

const VAULT_KEY = 'remembered-login';

type PasswordCredentialConstructor = new (data: {
  id: string;
  password: string;
  name?: string;
}) => Credential;

function passwordCredentialApi() {
  const constructor = (window as Window & { PasswordCredential?: PasswordCredentialConstructor })
    .PasswordCredential;
  return constructor && navigator.credentials ? constructor : undefined;
}

/**
 * Saves a login for auto-login. The password is encrypted with AES-GCM under a fresh
 * non-extractable WebCrypto key; key and ciphertext live in IndexedDB, so nothing readable is in
 * web storage and the key cannot be exported by script. Where the browser has the Credential
 * Management API the login is also handed to its password manager, which auto-login asks first.
 */
export async function rememberLogin(login: RememberedLogin, password: string) {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(password),
  );
  await db.vault.put({
    key: VAULT_KEY,
    cryptoKey: key,
    iv,
    ciphertext,
    ...login,
    savedAt: Date.now(),
  });
  const Credential = passwordCredentialApi();
  if (Credential) {
    await navigator.credentials
      .store(new Credential({ id: login.username, password, name: login.username }))
      .catch((error: unknown) => console.warn('Password manager declined', error));
  }
}

export async function readRememberedLogin(): Promise<RememberedLogin | null> {
  const entry = await db.vault.get(VAULT_KEY);
  return entry ? { type: entry.type, username: entry.username, merchant: entry.merchant } : null;
}

/** The saved password: from the browser's password manager, else the vault; null if neither. */
export async function rememberedPassword(username: string): Promise<string | null> {
  if (passwordCredentialApi()) {
    const credential = (await navigator.credentials
      .get({ password: true, mediation: 'silent' } as CredentialRequestOptions)
      .catch(() => null)) as (Credential & { password?: string }) | null;
    if (credential?.id === username && credential.password) return credential.password;
  }
  const entry = await db.vault.get(VAULT_KEY);
  if (!entry || entry.username !== username) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: entry.iv },
      entry.cryptoKey,
      entry.ciphertext,
    );
    return new TextDecoder().decode(plain);
  } catch {
    // A tampered or corrupted entry fails closed: forget it.
    await forgetRememberedLogin();
    return null;
  }
}

/** Spec §4: every login failure forgets the remembered login. */
export async function forgetRememberedLogin() {
  await db.vault.delete(VAULT_KEY);
  if (passwordCredentialApi()) await navigator.credentials.preventSilentAccess().catch(() => {});
}
