import { describe, expect, it } from 'vitest';
import {
  noticeAfterAnswer,
  shouldAskNotifications,
  type NotificationPromptInputs,
} from './notificationRules';

const member: NotificationPromptInputs = {
  permission: 'default',
  signedIn: true,
  askedOnDevice: false,
  nativeApp: false,
  otherPopupOpen: false,
};

type Row = [name: string, change: Partial<NotificationPromptInputs>, asks: boolean];

// prettier-ignore
const TABLE: Row[] = [
  ['a member, permission not asked yet',   {},                            true],
  ['a visitor',                            { signedIn: false },           false],
  ['already granted',                      { permission: 'granted' },     false],
  ['already denied',                       { permission: 'denied' },      false],
  ['no notifications in this browser',     { permission: 'unsupported' }, false],
  ['asked on this device before',          { askedOnDevice: true },       false],
  ['inside the native app',                { nativeApp: true },           false],
  ['another popup is open',                { otherPopupOpen: true },      false],
];

describe('notification-permission prompt', () => {
  it.each(TABLE)('%s', (_case, change, asks) => {
    expect(shouldAskNotifications({ ...member, ...change })).toBe(asks);
  });
  it('a refusal shows the spec §8 tips; anything else nothing', () => {
    expect(noticeAfterAnswer('denied')).toBe('denied_tips');
    expect(noticeAfterAnswer('granted')).toBeNull();
    expect(noticeAfterAnswer('default')).toBeNull();
  });
});
