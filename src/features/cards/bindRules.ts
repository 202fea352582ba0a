/**
 * The bind forms' checks before anything is sent (docs/member.md "Cards, Pix, vouchers and the
 * checking state"): the shared rules of src/common, each reason as the translation key the field
 * shows. Pure, so every rule has a unit test.
 */
import { accountNumberProblem, holderNameProblem, sameHolderName } from '../../common/bank-account';
import { normaliseCpf } from '../../common/brazil-ids';
import type { PixKeyType } from '../../common/pix-key-types';
import type { BankListSchema } from '../../common/payout-schemas';
import type { InferOutput } from 'valibot';

type BankList = InferOutput<typeof BankListSchema>;

export interface CardDraft {
  bankCode: string;
  accountNumber: string;
  branch: string;
  holderName: string;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

function holderError(holderName: string, realName: string | null): string | undefined {
  if (holderNameProblem(holderName)) return 'cards.holder_invalid';
  if (realName && !sameHolderName(realName, holderName)) return 'cards.holder_mismatch';
  return undefined;
}

/** The card form's problems by field (empty when it may be sent). */
export function cardDraftErrors(
  draft: CardDraft,
  bankList: BankList,
  realName: string | null,
): FieldErrors<keyof CardDraft> {
  const errors: FieldErrors<keyof CardDraft> = {};
  const bank = bankList.banks.find((entry) => entry.code === draft.bankCode);
  if (!bank) errors.bankCode = 'cards.bank_required';
  else {
    const number = accountNumberProblem(draft.accountNumber, bank.accountNumber);
    if (number === 'card.number.digits') errors.accountNumber = 'cards.number_digits';
    if (number === 'card.number.length') errors.accountNumber = 'cards.number_length';
    if (bank.branch && accountNumberProblem(draft.branch, bank.branch)) {
      errors.branch = 'cards.branch_invalid';
    }
  }
  const holder = holderError(draft.holderName, realName);
  if (holder) errors.holderName = holder;
  return errors;
}

/** The lengths a bank's account numbers have, for the field's hint ("10 or 13", "8 to 12"). */
export function accountLengths(rule: { minLength: number; maxLength: number; lengths?: number[] }) {
  if (rule.lengths?.length) return rule.lengths.join(' / ');
  return rule.minLength === rule.maxLength
    ? String(rule.minLength)
    : `${rule.minLength}–${rule.maxLength}`;
}

export interface PixDraft {
  keyType: PixKeyType;
  key: string;
  holderName: string;
  holderCpf: string;
}

/**
 * The Pix form's problems by field. `normaliseKey` is pix.ts's `normalisePixKey`, loaded with
 * the phone-number metadata only when a key is checked. A CPF key must be the holder's CPF.
 */
export function pixDraftErrors(
  draft: PixDraft,
  normaliseKey: (type: PixKeyType, typed: string) => string | null,
  realName: string | null,
): FieldErrors<keyof PixDraft> {
  const errors: FieldErrors<keyof PixDraft> = {};
  const key = normaliseKey(draft.keyType, draft.key);
  if (key === null) errors.key = `pix.invalid_${draft.keyType.toLowerCase()}`;
  const cpf = normaliseCpf(draft.holderCpf);
  if (cpf === null) errors.holderCpf = 'pix.cpf_invalid';
  else if (draft.keyType === 'CPF' && key !== null && key !== cpf) {
    errors.key = 'pix.cpf_key_not_holder';
  }
  const holder = holderError(draft.holderName, realName);
  if (holder) errors.holderName = holder;
  return errors;
}
