// What other features use of the promotions: the home page's promotion surfaces, and what every
// "download the app" button does (the install feature sets the handler).
export { appDownloadUnavailable, openAppDownload, setAppDownloadHandler } from './appDownload';
export { PromotionStrip, ReferralButton, VipProgress } from './HomePromotions';
// The VIP progress itself, for a page that is already a chunk of its own (My account).
export { VipProgress as VipProgressView } from './VipProgress';
export { vipProgress } from './vipProgress';
