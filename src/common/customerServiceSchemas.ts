import * as v from 'valibot';
import { CustomerServiceEntrySchema } from './siteSchemas';
import { isWebAddress } from './webAddress';

/** Customer service and chat calls (spec §7; docs/api.md "Customer service config and chat"). */

/** Spec §7 config call: `value.customerService` and `value.domainList` (path ours). */
export const CONFIG_PATH = '/wps/system/config';
export const UNREAD_COUNT_PATH = '/wps/relay/CBS_unreadCount';
export const LAUNCH_CHAT_PATH = '/wps/relay/CBS_launchChat';
/** The chat relays' answer for a member without chat permission (type 4). */
export const NO_CHAT_PERMISSION = 'chat.no.permission';

export const CustomerServiceConfigSchema = v.object({
  customerService: v.array(CustomerServiceEntrySchema),
  domainList: v.optional(v.array(v.object({ domainName: v.pipe(v.string(), v.minLength(1)) })), []),
});

export const UnreadCountSchema = v.object({
  unReadCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** Only an http(s) chat address is opened: never `javascript:` or a data URL. */
export const ChatUrlSchema = v.object({
  chatUrl: v.pipe(v.string(), v.check(isWebAddress, 'must be an http(s) address')),
});
