import { useLocation } from 'wouter';
import { findRoute } from '../../app/paths';
import { Mall } from './Mall';
import { Missions } from './Missions';
import { RewardCenter } from './RewardCenter';
import './rewards.css';

/**
 * The member's reward pages, one chunk for the three routes: each lazy route adds its address
 * to the home route's bundle, which has no room for three.
 */
export default function LoyaltyPages() {
  const [pathname] = useLocation();
  const route = findRoute(pathname);
  if (route === 'rewardCenter') return <RewardCenter />;
  if (route === 'leaderBoard') return <Missions />;
  return <Mall />;
}
