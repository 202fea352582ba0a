import { useWhitelabelSwitch } from '../../data/hooks';
import { useSession } from '../../lib/session';
import { optional } from '../../ui/optional';
import type { MiniGameSwitch } from './miniGameScript';

const MiniGameWidget = optional(() => import('./MiniGameWidget').then((m) => m.default));

/** Spec §4, §6: drawn only for a signed-in member, when the merchant has a mini-game switch on. */
export function MiniGame() {
  const session = useSession();
  const lott = useWhitelabelSwitch('LOTTMINIGAME3');
  const sea = useWhitelabelSwitch('SEALOTTMINIGAME3');
  const which: MiniGameSwitch | null = lott ? 'LOTTMINIGAME3' : sea ? 'SEALOTTMINIGAME3' : null;
  if (!session?.token || !which) return null;
  return <MiniGameWidget which={which} />;
}
