/** The file name of the last download image shown on this device (spec §4 "stored one"). */
const LAST_SHOWN_KEY = 'MC_DOWNLOAD_IMAGE';
/** Set for the rest of this session once the player saved or closed it. */
const DISMISSED_KEY = 'MC_DOWNLOAD_IMAGE_DISMISSED';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch (error) {
    console.warn('Download-image state not saved', error);
  }
}

export const lastShownFileName = () => read(() => localStorage, LAST_SHOWN_KEY);
export const rememberShown = (fileName: string) =>
  write(() => localStorage, LAST_SHOWN_KEY, fileName);
export const dismissedThisSession = () => read(() => sessionStorage, DISMISSED_KEY) === '1';
export const dismissForSession = () => write(() => sessionStorage, DISMISSED_KEY, '1');
