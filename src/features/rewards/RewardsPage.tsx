import { useLocation } from 'wouter';
import { findRoute } from '../../app/paths';
import { GamesPage } from '../games';
import { Mall } from './Mall';
import { Missions } from './Missions';
import { RewardCenter } from './RewardCenter';

/**
 * The games page and the member's reward pages, one chunk for the four routes: each lazy route
 * adds its address and those of its modules to the home route's script, which has no room left.
 */
export default function LoyaltyPages() {
  const [pathname] = useLocation();
  const route = findRoute(pathname);
  if (route === 'rewardCenter') return <RewardCenter />;
  if (route === 'leaderBoard') return <Missions />;
  if (route === 'game') return <GamesPage />;
  return <Mall />;
}
