import type { TrackingEventName, TrackingPayload } from '../../common/tracking/events';
import { onCountersSynced } from '../../data/sync/installCounters';
import { track } from './track';

/**
 * The money moments of spec §3, as the screens that own them report them (the deposit, withdrawal
 * and voucher screens, and the deposit counters the install rules poll). Which events a moment
 * means is decided here, once, so every screen reports it the same way.
 */

export interface Money {
  amount: number;
  currency: string;
}

/** A successful deposit: always `deposit`; also `firstDeposit` for the member's first, else `redeposit`. */
export function depositEvents(successfulDepositsBefore: number): TrackingEventName[] {
  return successfulDepositsBefore === 0 ? ['deposit', 'firstDeposit'] : ['deposit', 'redeposit'];
}

/** Revenue, amount and value are the same figure for a deposit (what the ad networks optimise on). */
export function moneyPayload({ amount, currency }: Money): TrackingPayload {
  return { revenue: amount, amount, value: amount, currency };
}

/**
 * `firstDepositArrival`: the counters show the first successful deposit has arrived (the deposit
 * may have been made elsewhere, e.g. at a cashier). Only the step from none to some counts.
 */
export function isFirstDepositArrival(before: number | undefined, now: number): boolean {
  return before === 0 && now > 0;
}

export async function trackDepositSubmitted(money: Money) {
  await track('depositSubmit', moneyPayload(money));
}

export async function trackDepositSucceeded(money: Money, successfulDepositsBefore: number) {
  for (const name of depositEvents(successfulDepositsBefore)) {
    await track(name, moneyPayload(money));
  }
}

export async function trackFirstDepositArrival(before: number | undefined, now: number) {
  if (isFirstDepositArrival(before, now)) {
    // Every open tab syncs the counters: the first to see the step records it, once per player.
    await track('firstDepositArrival', {}, { oncePerPlayer: true });
  }
}

/** Watches the member's counters (polled by the install promotion) for the first deposit's arrival. */
export function watchFirstDepositArrival() {
  return onCountersSynced(({ before, after }) => {
    void trackFirstDepositArrival(before?.totalDepositSuccessCount, after.totalDepositSuccessCount);
  });
}

export async function trackWithdraw(money: Money) {
  await track('withdraw', { amount: money.amount, value: money.amount, currency: money.currency });
}
