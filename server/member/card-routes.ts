// Bank cards and Pix keys (docs/api.md "Bank cards and Pix"): the merchant's banks, the member's
// accounts (masked, always), and the two binds. A bind checks the fields first, then duplicates
// and the limit, then the verification (so a typo never costs a withdrawal-password attempt),
// and moves the withdrawal summary's `fullBankCardList` the install promotion reads.
import {
  accountNumberProblem,
  holderNameProblem,
  HOLDER_NAME_MAX_LENGTH,
  HOLDER_NAME_MIN_LENGTH,
  maskAccountNumber,
  normaliseAccountNumber,
  normaliseHolderName,
  sameHolderName,
} from '../../src/common/bank-account.ts';
import { normaliseCpf } from '../../src/common/brazil-ids.ts';
import { maskPixKey, normalisePixKey, pixKeyLast4 } from '../../src/common/pix.ts';
import { isPixKeyType, PIX_KEY_TYPES } from '../../src/common/pix-key-types.ts';
import { fail, ok, text, type AuthCall, type AuthRoute, type Failure } from '../auth/call.ts';
import { findBank, payoutOf } from '../merchants/banks.ts';
import { withMember } from './account-routes.ts';
import type { PayoutAccount } from './books.ts';
import type { MemberContext } from './context.ts';
import { seededAccounts } from './demo-books.ts';
import { submissionRoute, type SubmissionContext } from './submissions.ts';
import { canBind, checkVerification, VERIFICATION_FIELDS } from './verification.ts';

const iso = (time: number) => new Date(time).toISOString();

export function bankCardValue(account: PayoutAccount) {
  return {
    id: account.id,
    bankCode: account.bankCode ?? '',
    bankName: account.bankName,
    maskedNumber: maskAccountNumber(account.number),
    last4: account.number.slice(-4),
    holderName: account.holderName ?? '',
    branch: account.branch,
    boundAt: iso(account.boundAt),
  };
}

export function pixKeyValue(account: PayoutAccount) {
  const keyType = account.pixKeyType ?? 'EVP';
  return {
    id: account.id,
    keyType,
    maskedKey: maskPixKey(keyType, account.number),
    last4: pixKeyLast4(account.number),
    holderName: account.holderName ?? '',
    holderCpf: maskPixKey('CPF', account.holderCpf ?? '00000000000'),
    boundAt: iso(account.boundAt),
  };
}

/** QA's `cardBind`: every card and Pix bind fails with this code, before anything is checked. */
function forcedBindError(call: AuthCall): Failure | null {
  const code = call.scenario.cardBind;
  return code ? fail(code) : null;
}

/** The holder must be the member's name on file, once there is one. */
function holderMismatch(context: MemberContext, holderName: string): Failure | null {
  const { realName } = context.book;
  return realName && !sameHolderName(realName, holderName) ? fail('card.holder.mismatch') : null;
}

/** Whether any member of the merchant has this account: opened books, then unopened demo seeds. */
function boundAnywhere(context: MemberContext, match: (account: PayoutAccount) => boolean) {
  const books = context.store.allBooks();
  if (books.some((book) => book.accounts.some(match))) return true;
  const opened = new Set(books.map((book) => book.account));
  return seededAccounts(context.merchant.merchantCode).some(
    ({ account, accounts }) =>
      !opened.has(account) && accounts.some((seed) => match({ ...seed, boundAt: 0 })),
  );
}

async function bindBankCard(call: AuthCall, context: SubmissionContext) {
  const refused = forcedBindError(call) ?? canBind(context);
  if (refused) return refused;
  const code = context.merchant.merchantCode;
  const bank = findBank(code, call.body['bankCode']);
  if (!bank) return fail('bank.unknown');
  const typed = text(call.body, 'accountNumber', 60);
  const numberProblem = accountNumberProblem(typed, bank.accountNumber);
  if (numberProblem) return fail(numberProblem, { rule: bank.accountNumber });
  const branch = bank.branch ? normaliseAccountNumber(text(call.body, 'branch', 20)) : null;
  if (bank.branch && accountNumberProblem(branch ?? '', bank.branch)) {
    return fail('card.branch.invalid', { rule: bank.branch });
  }
  const holderTyped = text(call.body, 'holderName', 200);
  if (holderNameProblem(holderTyped)) return fail('card.holder.invalid');
  const holderName = normaliseHolderName(holderTyped);
  const mismatch = holderMismatch(context, holderName);
  if (mismatch) return mismatch;
  const number = normaliseAccountNumber(typed);
  const same = (a: PayoutAccount) =>
    a.kind === 'bank' && a.bankCode === bank.code && a.number === number;
  if (boundAnywhere(context, same)) return fail('card.duplicate');
  const { maxCards } = payoutOf(code);
  if (context.book.accounts.filter((a) => a.kind === 'bank').length >= maxCards) {
    return fail('card.limit', { maxCards });
  }
  const unverified = await checkVerification(call, context, 'bind');
  if (unverified) return unverified;
  // Checked again: another bind may have finished while the verification was awaited.
  if (boundAnywhere(context, same)) return fail('card.duplicate');
  const card: PayoutAccount = {
    id: context.store.nextId(),
    kind: 'bank',
    bankCode: bank.code,
    bankName: bank.name,
    number,
    branch,
    holderName,
    pixKeyType: null,
    holderCpf: null,
    boundAt: Date.now(),
  };
  context.book.accounts.push(card);
  context.book.realName ??= holderName;
  return context.commit(ok(bankCardValue(card)));
}

async function bindPixKey(call: AuthCall, context: SubmissionContext) {
  const code = context.merchant.merchantCode;
  if (!payoutOf(code).pix) return fail('pix.unavailable');
  const refused = forcedBindError(call) ?? canBind(context);
  if (refused) return refused;
  const keyType = call.body['keyType'];
  if (!isPixKeyType(keyType)) return fail('pix.key.invalid', { keyTypes: PIX_KEY_TYPES });
  const key = normalisePixKey(keyType, text(call.body, 'key', 200));
  if (!key) return fail('pix.key.invalid', { keyType });
  const holderTyped = text(call.body, 'holderName', 200);
  if (holderNameProblem(holderTyped)) return fail('card.holder.invalid');
  const holderName = normaliseHolderName(holderTyped);
  const holderCpf = normaliseCpf(text(call.body, 'holderCpf', 20));
  if (!holderCpf) return fail('pix.cpf.invalid');
  const cpfMismatch =
    (keyType === 'CPF' && key !== holderCpf) ||
    (context.book.cpf !== null && context.book.cpf !== holderCpf);
  const mismatch = cpfMismatch ? fail('card.holder.mismatch') : holderMismatch(context, holderName);
  if (mismatch) return mismatch;
  const same = (a: PayoutAccount) =>
    a.kind === 'pix' && a.pixKeyType === keyType && a.number === key;
  if (boundAnywhere(context, same)) return fail('pix.key.duplicate');
  const { maxPixKeys } = payoutOf(code);
  if (context.book.accounts.filter((a) => a.kind === 'pix').length >= maxPixKeys) {
    return fail('pix.limit', { maxKeys: maxPixKeys });
  }
  const unverified = await checkVerification(call, context, 'bind');
  if (unverified) return unverified;
  if (boundAnywhere(context, same)) return fail('pix.key.duplicate');
  const pix: PayoutAccount = {
    id: context.store.nextId(),
    kind: 'pix',
    bankCode: null,
    bankName: 'Pix',
    number: key,
    branch: null,
    holderName,
    pixKeyType: keyType,
    holderCpf,
    boundAt: Date.now(),
  };
  context.book.accounts.push(pix);
  context.book.realName ??= holderName;
  context.book.cpf ??= holderCpf;
  return context.commit(ok(pixKeyValue(pix)));
}

export const CARD_ROUTES: Record<string, AuthRoute> = {
  '/wps/member/bankList': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { banks: 'all' } },
    answer: withMember(({ merchant }) => {
      const payout = payoutOf(merchant.merchantCode);
      return ok({
        banks: payout.banks.map(({ code, name, accountNumber, branch }) => ({
          code,
          name,
          accountNumber,
          branch,
        })),
        holderName: { minLength: HOLDER_NAME_MIN_LENGTH, maxLength: HOLDER_NAME_MAX_LENGTH },
        maxCards: payout.maxCards,
        pix: {
          enabled: payout.pix,
          keyTypes: payout.pix ? [...PIX_KEY_TYPES] : [],
          maxKeys: payout.maxPixKeys,
        },
      });
    }),
  },
  '/wps/member/bankCards': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { cards: [{ id: 'one', accountNumber: 42 }] } },
    answer: withMember(({ book, merchant }) =>
      ok({
        cards: book.accounts.filter((a) => a.kind === 'bank').map(bankCardValue),
        maxCards: payoutOf(merchant.merchantCode).maxCards,
        realName: book.realName,
      }),
    ),
  },
  '/wps/member/bankCards/bind': submissionRoute('/wps/member/bankCards/bind', {
    encrypted: true,
    secretFields: VERIFICATION_FIELDS,
    malformed: { success: true, value: { id: null, maskedNumber: 1234 } },
    submit: bindBankCard,
  }),
  '/wps/member/pixKeys': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { keys: 'cpf' } },
    answer: withMember(({ book, merchant }) => {
      const payout = payoutOf(merchant.merchantCode);
      if (!payout.pix) return fail('pix.unavailable');
      return ok({
        keys: book.accounts.filter((a) => a.kind === 'pix').map(pixKeyValue),
        maxKeys: payout.maxPixKeys,
        realName: book.realName,
      });
    }),
  },
  '/wps/member/pixKeys/bind': submissionRoute('/wps/member/pixKeys/bind', {
    encrypted: true,
    secretFields: VERIFICATION_FIELDS,
    malformed: { success: true, value: { keyType: 'IBAN' } },
    submit: bindPixKey,
  }),
};
