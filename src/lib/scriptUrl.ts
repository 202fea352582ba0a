/**
 * Script addresses come from the status answer (captcha servers, Google's script) or the
 * deployment: a script runs with the page's full rights, so only this origin or an https server
 * may provide one. Refused: other schemes (data:, javascript:, blob:), plain http to another
 * origin (anyone on the network could swap it), credentials in the address, and anything that is
 * not an address. The Content-Security-Policy is the second line behind this check.
 */
export type ScriptUrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

export function checkScriptUrl(
  source: string,
  page: Pick<Location, 'href' | 'origin'> = window.location,
): ScriptUrlCheck {
  let url: URL;
  try {
    url = new URL(source, page.href);
  } catch {
    return { ok: false, reason: 'not an address' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, reason: `${url.protocol} scripts are not loaded` };
  }
  if (url.username || url.password) return { ok: false, reason: 'credentials in the address' };
  if (url.origin !== page.origin && url.protocol !== 'https:') {
    return { ok: false, reason: 'plain http from another origin' };
  }
  return { ok: true, url };
}
