import { findRoute } from '../../app/paths';
import type { TriggerRoute } from './rules/types';

const TRIGGER_ROUTES: readonly string[] = [
  'home',
  'login',
  'register',
  'voucherCenter',
  'withdraw',
  'addBankCard',
  'addBankCardPix',
  'launchGame',
  'trialGame',
] satisfies readonly TriggerRoute[];

function isTriggerRoute(id: string | undefined): id is TriggerRoute {
  return id !== undefined && TRIGGER_ROUTES.includes(id);
}

/** The route of ROUTES (src/app/paths.ts) a download popup rule cares about, else 'other'. */
export function triggerRouteOf(pathname: string): TriggerRoute {
  const id = findRoute(pathname);
  return isTriggerRoute(id) ? id : 'other';
}
