// What other features use of tracking (spec §3): recording an event, the money moments, and the
// attribution a registration carries.
export { onTracked, track } from './track';
export { trackDepositSubmitted, trackDepositSucceeded, trackWithdraw, type Money } from './moments';
export {
  adInfoObject,
  pixelTrackingObject,
  type PixelTracking,
  type ServerToServerAdInfo,
} from './attribution';
export { readPixelTracking, readServerToServerAdInfo } from './attributionStore';
export { loadTrack } from './onDemand';
