const MERCHANT_KEY = 'MERCHANT';
const MERCHANT_CODE = /^[A-Za-z0-9_-]{2,32}$/;

/**
 * The merchant this origin serves: remembered from the last status answer. Before the first answer
 * the header is left out and the backend picks the merchant by its domain.
 */
export function currentMerchant(): string | undefined {
  try {
    const stored = localStorage.getItem(MERCHANT_KEY);
    return stored && MERCHANT_CODE.test(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function rememberMerchant(code: string) {
  if (!MERCHANT_CODE.test(code)) return;
  try {
    localStorage.setItem(MERCHANT_KEY, code);
  } catch (error) {
    console.warn('Merchant not saved', error);
  }
}
