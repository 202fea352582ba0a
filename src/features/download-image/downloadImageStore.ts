import * as v from 'valibot';
import { DOWNLOAD_IMAGE_DISMISSED_KEY, DOWNLOAD_IMAGE_KEY } from '../../common/storageKeys';
import { read, storageEntry, write } from '../../lib/storage';

/** The file name of the last download image shown on this device (spec §4 "stored one"). */
const lastShown = storageEntry(DOWNLOAD_IMAGE_KEY, 'local', v.string());
/** Set for the rest of this session once the player saved or closed it. */
const dismissed = storageEntry(DOWNLOAD_IMAGE_DISMISSED_KEY, 'session', v.literal('1'));

export const lastShownFileName = () => read(lastShown) ?? null;
export const rememberShown = (fileName: string) => write(lastShown, fileName);
export const dismissedThisSession = () => read(dismissed) === '1';
export const dismissForSession = () => write(dismissed, '1');
