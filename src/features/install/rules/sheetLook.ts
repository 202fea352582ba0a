import type { DownloadSettings, DownloadSwitch } from '../../../common/downloadSettings';

/** How the app-install sheet looks, from the download switches (spec §3, §9 defaults). */
export interface SheetLook {
  /** download_condition_switch.value; spec §9: the default modal type is bottom. */
  form: 'bottom' | 'fullscreen';
  /** theme.value; spec §9: the default theme is light. */
  theme: 'light' | 'dark';
  /** app_desc.value, or null for the template's or the translated default. */
  description: string | null;
  /** app_background.value as a CSS `url(...)`, on the fullscreen form only; null otherwise. */
  background: string | null;
}

/** A text switch's value when it is on and not blank. */
function textOf(sw: DownloadSwitch | undefined): string | null {
  if (!sw?.enabled || typeof sw.value !== 'string') return null;
  const text = sw.value.trim();
  return text === '' ? null : text;
}

/** An http(s) address read against `base`; anything else (javascript:, data:, junk) is null. */
export function httpUrl(raw: string | null | undefined, base: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An image address as a CSS url(), or null. */
export function cssImage(raw: string | null, base: string): string | null {
  const href = httpUrl(raw, base);
  // The URL serialiser percent-encodes quotes and never keeps a backslash in http(s) URLs.
  return href ? `url(${JSON.stringify(href)})` : null;
}

export function sheetLook(settings: DownloadSettings, base: string): SheetLook {
  // The form applies even while the popups are off: the APP_DOWNLOAD promotion opens the sheet too.
  const formValue = settings.download_condition_switch?.value;
  const form = formValue === 'fullscreen' ? 'fullscreen' : 'bottom';
  return {
    form,
    theme: textOf(settings.theme) === 'dark' ? 'dark' : 'light',
    description: textOf(settings.app_desc),
    background: form === 'fullscreen' ? cssImage(textOf(settings.app_background), base) : null,
  };
}
