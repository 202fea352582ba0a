import * as v from 'valibot';
import { MERCHANT_KEY } from '../common/storageKeys';
import { read, storageEntry, write } from './storage';

const MERCHANT_CODE = /^[A-Za-z0-9_-]{2,32}$/;

const merchant = storageEntry(MERCHANT_KEY, 'local', v.pipe(v.string(), v.regex(MERCHANT_CODE)), {
  formerly: 'MERCHANT',
});

/**
 * The merchant this origin serves: remembered from the last status answer. Before the first answer
 * the header is left out and the backend picks the merchant by its domain.
 */
export function currentMerchant(): string | undefined {
  return read(merchant);
}

export function rememberMerchant(code: string) {
  if (MERCHANT_CODE.test(code)) write(merchant, code);
}
