// The demo cashier (docs/api.md "Cashier"): deposit and withdrawal settings (spec §7 relays
// MCSFE_getDepositSettings and MCSFE_getWithdrawAccountInfo) and the two submissions, whose
// paths spec §7 leaves open. There is no payment gateway: QA's `cashier` switch approves at once,
// leaves the order pending (settled later through /__qa/orders/settle) or declines. Both
// submissions are idempotent (server/member/submissions.ts); money lives in the member's book.
import { amountProblem, addAmounts } from '../../src/common/money.ts';
import { maskPixKey } from '../../src/common/pix.ts';
import { fail, ok, type AuthCall, type AuthRoute, type Envelope } from '../auth/call.ts';
import { cashierOf, currencyOf, depositRule, withdrawRule } from '../merchants/cashier.ts';
import { pendingWithdrawal, withMember } from '../member/account-routes.ts';
import type { StoredTransaction } from '../member/books.ts';
import type { MemberContext } from '../member/context.ts';
import { submissionRoute, type SubmissionContext } from '../member/submissions.ts';
import { transactionRow } from '../member/transaction-row.ts';
import {
  checkVerification,
  VERIFICATION_FIELDS,
  verificationMethods,
} from '../member/verification.ts';
import { bonusFor, voucherForDeposit } from '../member/vouchers.ts';
import { countersOf, summaryEntry } from './counters.ts';

/** What a change to a member's money needs: whose book, in which store, for which merchant. */
type BookContext = Pick<MemberContext, 'merchant' | 'store' | 'book'>;

function newTransaction(
  context: BookContext,
  fields: Partial<StoredTransaction> & Pick<StoredTransaction, 'type' | 'amount' | 'status'>,
): StoredTransaction {
  const now = Date.now();
  const transaction = transactionRow({
    orderId: context.store.nextOrderId(fields.type),
    createdAt: now,
    settledAt: fields.status === 'pending' ? null : now,
    ...fields,
  });
  context.book.transactions.push(transaction);
  return transaction;
}

/** Credits an approved deposit and its voucher bonus (also when QA settles a pending one). */
export function creditDeposit(context: BookContext, deposit: StoredTransaction): void {
  const { decimals } = currencyOf(context.merchant.merchantCode);
  const { book } = context;
  book.balance = addAmounts(book.balance, deposit.amount, decimals);
  if (deposit.bonus && deposit.voucherId !== null) {
    book.balance = addAmounts(book.balance, deposit.bonus, decimals);
    newTransaction(context, {
      type: 'bonus',
      status: 'approved',
      amount: deposit.bonus,
      channel: deposit.channel,
      voucherId: deposit.voucherId,
    });
  }
}

function depositAnswer(context: MemberContext, call: AuthCall, t: StoredTransaction): Envelope {
  return ok({
    orderId: t.orderId,
    status: t.status === 'approved' ? 'SUCCESS' : 'PENDING',
    amount: t.amount,
    currency: currencyOf(context.merchant.merchantCode).currency,
    bonus: t.bonus ?? 0,
    voucherId: t.voucherId,
    balance: context.book.balance,
    totalDepositSuccessCount: countersOf(context, call).totalDepositSuccessCount,
  });
}

function submitDeposit(call: AuthCall, context: SubmissionContext): Envelope {
  const code = context.merchant.merchantCode;
  const channel = cashierOf(code).channels.find((entry) => entry.code === call.body['channel']);
  if (!channel) return fail('channel.unknown');
  const rule = depositRule(code);
  const amount = call.body['amount'];
  const problem = amountProblem(amount, rule);
  if (problem || typeof amount !== 'number') return fail(problem ?? 'amount.invalid', rule);
  const voucherId = call.body['voucherId'];
  const voucher =
    voucherId === undefined || voucherId === null
      ? null
      : voucherForDeposit(context, voucherId, amount);
  if (voucher && 'success' in voucher) return voucher;
  const mode = call.scenario.cashier;
  const deposit = newTransaction(context, {
    type: 'deposit',
    status: mode === 'approve' ? 'approved' : mode === 'pending' ? 'pending' : 'declined',
    amount,
    channel: channel.name,
    ...(voucher ? { voucherId: voucher.id, bonus: bonusFor(code, voucher, amount) } : {}),
    ...(mode === 'decline' ? { reason: 'The payment was declined by the bank' } : {}),
  });
  if (mode === 'decline') {
    return context.commit(fail('deposit.declined', { orderId: deposit.orderId }));
  }
  if (voucher) {
    Object.assign(voucher, { state: 'used', usedAt: Date.now(), orderId: deposit.orderId });
  }
  if (mode === 'approve') creditDeposit(context, deposit);
  return context.commit(depositAnswer(context, call, deposit));
}

/** Every account the member may withdraw to: cards, Pix keys and wallets (or QA's demo cards). */
function withdrawAccounts(context: MemberContext, call: AuthCall) {
  if (call.scenario.counters?.bankCards !== undefined) {
    return countersOf(context, call).fullBankCardList.map((card) => ({
      ...card,
      kind: 'bank' as const,
      masked: `${card.bankName} **** ${card.last4}`,
    }));
  }
  return context.book.accounts.map((account) => {
    const entry = summaryEntry(account);
    const masked =
      account.kind === 'pix'
        ? `Pix ${maskPixKey(account.pixKeyType ?? 'EVP', account.number)}`
        : `${account.bankName} **** ${account.number.slice(-4)}`;
    return { ...entry, kind: account.kind, masked };
  });
}

async function submitWithdraw(call: AuthCall, context: SubmissionContext): Promise<Envelope> {
  const code = context.merchant.merchantCode;
  const account = withdrawAccounts(context, call).find((a) => a.id === call.body['accountId']);
  if (!account) return fail('account.unknown');
  const rule = withdrawRule(code);
  const amount = call.body['amount'];
  const problem = amountProblem(amount, rule);
  if (problem || typeof amount !== 'number') return fail(problem ?? 'amount.invalid', rule);
  if (amount > context.book.balance) return fail('balance.insufficient');
  // A secret sent in plain JSON is refused: the wire contract encrypts every secret.
  const carriesSecret = VERIFICATION_FIELDS.some((field) => field in call.body);
  if (carriesSecret && !call.req.headers['encryption']) return fail('missing_encryption');
  const unverified = await checkVerification(call, context, 'withdraw');
  if (unverified) return unverified;
  // The balance again: another withdrawal may have finished while the password was checked.
  if (amount > context.book.balance) return fail('balance.insufficient');
  const mode = call.scenario.cashier;
  const withdrawal = newTransaction(context, {
    type: 'withdrawal',
    status: mode === 'approve' ? 'approved' : mode === 'pending' ? 'pending' : 'declined',
    amount,
    accountId: account.id,
    account: account.masked,
    ...(mode === 'decline' ? { reason: 'The withdrawal was declined, please contact us' } : {}),
  });
  if (mode === 'decline') {
    return context.commit(fail('withdraw.declined', { orderId: withdrawal.orderId }));
  }
  // Taken off the balance now, pending or not; a declined pending withdrawal gives it back.
  context.book.balance = addAmounts(context.book.balance, -amount, rule.decimals);
  return context.commit(
    ok({
      orderId: withdrawal.orderId,
      status: mode === 'approve' ? 'SUCCESS' : 'PENDING',
      amount,
      currency: rule.currency,
      balance: context.book.balance,
    }),
  );
}

export const CASHIER_ROUTES: Record<string, AuthRoute> = {
  '/wps/relay/MCSFE_getDepositSettings': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { minAmount: 'fifty', channels: 'all' } },
    answer: withMember(({ merchant }) => {
      const { quickAmounts, channels } = cashierOf(merchant.merchantCode);
      return ok({ ...depositRule(merchant.merchantCode), quickAmounts, channels });
    }),
  },
  '/wps/relay/MCSFE_submitDeposit': submissionRoute('/wps/relay/MCSFE_submitDeposit', {
    malformed: { success: true, value: { status: 42 } },
    submit: submitDeposit,
  }),
  '/wps/relay/MCSFE_getWithdrawAccountInfo': {
    method: 'GET',
    session: 'required',
    malformed: { success: true, value: { balance: 'lots', accounts: null } },
    answer: withMember((context, call) => {
      const methods = verificationMethods(context.session.member, context.book);
      return ok({
        ...withdrawRule(context.merchant.merchantCode),
        balance: context.book.balance,
        pendingWithdrawal: pendingWithdrawal(context),
        accounts: withdrawAccounts(context, call),
        verification: { required: methods.length > 0, methods },
      });
    }),
  },
  '/wps/relay/MCSFE_submitWithdraw': submissionRoute('/wps/relay/MCSFE_submitWithdraw', {
    // Plain JSON from a member without verification, encrypted when it carries a secret.
    encrypted: 'optional',
    secretFields: VERIFICATION_FIELDS,
    malformed: { success: true, value: { status: 42 } },
    submit: submitWithdraw,
  }),
};
