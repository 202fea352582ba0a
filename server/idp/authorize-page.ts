// GET /dev-idp/authorize: the development identity provider's sign-in page, for the popup and the
// redirect flow of spec §4. It lists the merchant's identities of one channel as buttons; choosing
// one hands a signed identity token back to the storefront, Cancel hands back an error:
// - popup: `window.opener.postMessage({ type: 'DEV_IDP_RESULT', state, … }, origin)`, then close;
// - redirect: `location.replace(redirect_uri#devIdp=<URL-encoded JSON { state, … }>)`.
// The token goes only to this server's own host: `origin` and `redirect_uri` must name it, or the
// page is refused. Everything taken from the request is HTML-escaped; the one script is fixed text
// allowed by its hash, and reads its values from data attributes.
import { createHash } from 'node:crypto';
import { escapeHtml, htmlDocument } from '../html.ts';
import type { MerchantFixture } from '../merchants/types.ts';
import {
  CHANNEL_LABELS,
  isSocialChannel,
  SOCIAL_CHANNELS,
  type SocialChannel,
} from './channels.ts';
import type { OfferedIdentity } from './identities.ts';

export const RESULT_MESSAGE_TYPE = 'DEV_IDP_RESULT';
/** Firebase's codes for a sign-in the user abandoned. */
export const POPUP_CANCELLED = 'auth/popup-closed-by-user';
export const REDIRECT_CANCELLED = 'auth/redirect-cancelled-by-user';
const MAX_STATE_LENGTH = 1024;

export type AuthorizeRequest = { channel: SocialChannel; state: string } & (
  { mode: 'popup'; origin: string } | { mode: 'redirect'; redirectUri: string }
);

export type AuthorizeParse = { ok: true; request: AuthorizeRequest } | { ok: false; error: string };

/**
 * `raw` as a URL on the host the page was requested from (the `Host` header, port included), over
 * http or https, without credentials; null otherwise.
 */
function sameHostUrl(raw: string | null, host: string | undefined): URL | null {
  if (!raw || !host) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    // Read the Host header with the URL's own scheme, so default ports compare equal.
    return url.host === new URL(`${url.protocol}//${host}`).host ? url : null;
  } catch {
    return null;
  }
}

export function parseAuthorizeRequest(
  query: URLSearchParams,
  host: string | undefined,
): AuthorizeParse {
  const channel = query.get('channel');
  if (!isSocialChannel(channel)) {
    return { ok: false, error: `channel must be one of ${SOCIAL_CHANNELS.join(', ')}` };
  }
  const state = query.get('state') ?? '';
  if (state === '' || state.length > MAX_STATE_LENGTH) {
    return { ok: false, error: `state must have 1 to ${MAX_STATE_LENGTH} characters` };
  }
  const mode = query.get('mode');
  if (mode === 'popup') {
    const raw = query.get('origin');
    const url = sameHostUrl(raw, host);
    // An origin and nothing else: no path, query or fragment.
    if (!url || url.origin !== raw) {
      return { ok: false, error: 'origin must be an http(s) origin of this server' };
    }
    return { ok: true, request: { channel, state, mode, origin: url.origin } };
  }
  if (mode === 'redirect') {
    const url = sameHostUrl(query.get('redirect_uri'), host);
    if (!url) return { ok: false, error: 'redirect_uri must be an http(s) URL on this server' };
    url.hash = '';
    return { ok: true, request: { channel, state, mode, redirectUri: url.href } };
  }
  return { ok: false, error: 'mode must be popup or redirect' };
}

const SCRIPT = `(function () {
  'use strict';
  var root = document.getElementById('dev-idp');
  var data = root.dataset;
  var status = document.getElementById('dev-idp-status');
  var buttons = root.querySelectorAll('button');
  var done = false;

  function finish(outcome) {
    if (done) return;
    var result = { state: data.state };
    for (var key in outcome) result[key] = outcome[key];
    if (data.mode === 'popup') {
      if (!window.opener) {
        status.textContent = 'The page that opened this window is gone. Close it and start again.';
        return;
      }
      var message = { type: '${RESULT_MESSAGE_TYPE}' };
      for (var field in result) message[field] = result[field];
      done = true;
      window.opener.postMessage(message, data.origin);
      window.close();
    } else {
      done = true;
      location.replace(data.redirectUri + '#devIdp=' + encodeURIComponent(JSON.stringify(result)));
    }
    for (var i = 0; i < buttons.length; i++) buttons[i].disabled = true;
  }

  function cancel() {
    finish({ error: data.mode === 'popup' ? '${POPUP_CANCELLED}' : '${REDIRECT_CANCELLED}' });
  }

  root.querySelectorAll('button[data-id-token]').forEach(function (button) {
    button.addEventListener('click', function () {
      finish({ channel: data.channel, idToken: button.getAttribute('data-id-token') });
    });
  });
  document.getElementById('dev-idp-cancel').addEventListener('click', cancel);
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') cancel();
  });
})();`;

const STYLE = `body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f1f3f4; color: #202124; }
main { max-width: 420px; margin: 0 auto; padding: 24px 16px; }
h1 { font-size: 20px; margin: 0 0 8px; }
ul { list-style: none; margin: 16px 0; padding: 0; display: grid; gap: 8px; }
button { width: 100%; min-height: 48px; padding: 8px 16px; border: 1px solid #747775; border-radius: 8px;
  background: #fff; color: #202124; font: inherit; text-align: left; cursor: pointer; }
button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
button:disabled { opacity: .6; cursor: default; }
.name { display: block; font-weight: 600; }
.email { display: block; color: #444746; font-size: 14px; }
#dev-idp-cancel { text-align: center; }`;

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Only the page's own script and style, nothing from elsewhere, and never inside a frame. */
export const AUTHORIZE_CSP = [
  "default-src 'none'",
  `script-src ${hashOf(SCRIPT)}`,
  `style-src ${hashOf(STYLE)}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const REFUSAL_CSP = "default-src 'none'; frame-ancestors 'none'";

export const pageTitle = (channel: SocialChannel) =>
  `Sign in with ${CHANNEL_LABELS[channel]} (development)`;

export function authorizePage(
  request: AuthorizeRequest,
  merchant: MerchantFixture,
  identities: OfferedIdentity[],
): string {
  const title = pageTitle(request.channel);
  const label = CHANNEL_LABELS[request.channel];
  const attr = (name: string, value: string) => ` data-${name}="${escapeHtml(value)}"`;
  const target =
    request.mode === 'popup'
      ? attr('origin', request.origin)
      : attr('redirect-uri', request.redirectUri);
  const choices = identities.length
    ? `<ul aria-label="${escapeHtml(`${label} accounts`)}">\n${identities
        .map(
          (identity) =>
            `<li><button type="button"${attr('id-token', identity.idToken)}>` +
            `<span class="name">${escapeHtml(identity.name)}</span> ` +
            `<span class="email">${escapeHtml(identity.email)}</span></button></li>`,
        )
        .join('\n')}\n</ul>`
    : `<p>No ${escapeHtml(label)} accounts are set up for this merchant.</p>`;
  const body = `<main id="dev-idp"${attr('mode', request.mode)}${attr('state', request.state)}${attr('channel', request.channel)}${target}>
<h1>${escapeHtml(title)}</h1>
<p>The development identity provider of ${escapeHtml(merchant.merchantName)}. Choose an account; no password is asked.</p>
${choices}
<button type="button" id="dev-idp-cancel">Cancel</button>
<p id="dev-idp-status" role="status"></p>
</main>
<script>${SCRIPT}</script>`;
  return htmlDocument(title, body, { head: `<style>${STYLE}</style>\n` });
}

export function refusalPage(reason: string): string {
  return htmlDocument(
    'Sign-in request refused',
    `<main>\n<h1>Sign-in request refused</h1>\n<p>${escapeHtml(reason)}</p>\n</main>`,
  );
}
