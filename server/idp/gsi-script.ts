// The browser side of Google one-tap, development edition, served at /dev-idp/gsi/client (the
// status names it in `paths.googleIdentityScript`). It implements the part of Google Identity
// Services the storefront uses, `google.accounts.id.initialize / prompt / cancel`, so the one-tap
// code runs unchanged against it. `prompt()` asks /dev-idp/identities (same origin as the script)
// for the merchant's Google identities, the merchant being `initialize`'s `client_id`, and shows
// them in a small card; a choice calls back with a signed identity token as `credential`.
// Moments are reported with Google's method names and reasons.

export const GSI_SCRIPT = String.raw`/* Google one-tap stand-in of the development identity provider (storefront reference backend). Not Google. */
(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? script.src : location.origin + '/dev-idp/gsi/client';
  var identitiesUrl = new URL('../identities?channel=google', base).href;
  var TITLE = 'Sign in with Google (development)';

  var config = null;
  var listener = null;
  var card = null;
  var onOutside = null;
  /** Bumped by every prompt, cancel and initialize, so a late identity list is dropped. */
  var generation = 0;

  function Moment(type, reason) {
    this.type = type;
    this.reason = reason;
  }
  Moment.prototype.getMomentType = function () { return this.type; };
  Moment.prototype.isDisplayMoment = function () { return this.type === 'display'; };
  Moment.prototype.isDisplayed = function () { return this.type === 'display' && !this.reason; };
  Moment.prototype.isNotDisplayed = function () { return this.type === 'display' && !!this.reason; };
  Moment.prototype.getNotDisplayedReason = function () {
    return this.type === 'display' && this.reason ? this.reason : undefined;
  };
  Moment.prototype.isSkippedMoment = function () { return this.type === 'skipped'; };
  Moment.prototype.getSkippedReason = function () {
    return this.type === 'skipped' ? this.reason : undefined;
  };
  Moment.prototype.isDismissedMoment = function () { return this.type === 'dismissed'; };
  Moment.prototype.getDismissedReason = function () {
    return this.type === 'dismissed' ? this.reason : undefined;
  };

  function notify(type, reason) {
    if (typeof listener !== 'function') return;
    var moment = new Moment(type, reason);
    try { listener(moment); } catch (error) { setTimeout(function () { throw error; }); }
  }

  function style(element, css) {
    // Through the CSSOM, which a page's style-src policy does not block.
    element.style.cssText = css;
    return element;
  }

  function close() {
    if (onOutside) document.removeEventListener('click', onOutside, true);
    onOutside = null;
    if (card) card.remove();
    card = null;
  }

  function choose(identity) {
    var callback = config && config.callback;
    close();
    notify('dismissed', 'credential_returned');
    if (typeof callback === 'function') callback({ credential: identity.idToken, select_by: 'btn' });
  }

  function userCancel(reason) {
    close();
    notify('skipped', reason);
  }

  function show(identities) {
    card = style(document.createElement('div'),
      'position:fixed;top:12px;right:12px;z-index:2147483647;box-sizing:border-box;' +
      'width:min(360px,calc(100vw - 24px));padding:16px;border-radius:8px;background:#fff;' +
      'color:#202124;box-shadow:0 2px 10px rgba(0,0,0,.3);font:14px/1.4 system-ui,sans-serif');
    card.id = 'dev-gsi-card';
    card.setAttribute('role', 'dialog');
    card.setAttribute('aria-modal', 'false');
    card.setAttribute('aria-labelledby', 'dev-gsi-title');

    var header = style(document.createElement('div'),
      'display:flex;align-items:center;justify-content:space-between;gap:8px');
    var title = style(document.createElement('h2'), 'margin:0;font-size:16px');
    title.id = 'dev-gsi-title';
    title.textContent = TITLE;
    var closer = style(document.createElement('button'),
      'min-width:44px;min-height:44px;border:0;background:none;color:#444746;font-size:20px;cursor:pointer');
    closer.type = 'button';
    closer.setAttribute('aria-label', 'Close');
    closer.textContent = '×';
    closer.addEventListener('click', function () { userCancel('user_cancel'); });
    header.appendChild(title);
    header.appendChild(closer);
    card.appendChild(header);

    var list = style(document.createElement('ul'), 'list-style:none;margin:8px 0 0;padding:0');
    identities.forEach(function (identity) {
      var item = style(document.createElement('li'), 'margin:6px 0 0');
      var button = style(document.createElement('button'),
        'display:block;width:100%;min-height:44px;padding:6px 12px;border:1px solid #747775;' +
        'border-radius:8px;background:#fff;color:#202124;font:inherit;text-align:left;cursor:pointer');
      button.type = 'button';
      var name = style(document.createElement('span'), 'display:block;font-weight:600');
      name.textContent = identity.name;
      var email = style(document.createElement('span'), 'display:block;color:#444746');
      email.textContent = ' ' + identity.email;
      button.appendChild(name);
      button.appendChild(email);
      button.addEventListener('click', function () { choose(identity); });
      item.appendChild(button);
      list.appendChild(item);
    });
    card.appendChild(list);
    card.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') userCancel('user_cancel');
    });
    // First in the body, so keyboard users reach it early; focus is not taken, as with Google's.
    document.body.insertBefore(card, document.body.firstChild);

    if (config.cancel_on_tap_outside !== false) {
      onOutside = function (event) {
        if (card && !card.contains(event.target)) userCancel('tap_outside');
      };
      document.addEventListener('click', onOutside, true);
    }
  }

  function initialize(options) {
    var previous = card;
    generation++;
    close();
    if (previous) notify('dismissed', 'flow_restarted');
    options = options || {};
    config = {
      client_id: typeof options.client_id === 'string' ? options.client_id : '',
      callback: options.callback,
      // Accepted for compatibility; the card always asks (there is no remembered choice).
      auto_select: !!options.auto_select,
      cancel_on_tap_outside: options.cancel_on_tap_outside !== false,
    };
  }

  function prompt(momentListener) {
    listener = momentListener || null;
    if (!config || !config.client_id) {
      console.warn('[dev-idp] google.accounts.id.initialize() needs a client_id (the merchant code)');
      notify('display', 'missing_client_id');
      return;
    }
    if (card) return;
    var mine = ++generation;
    fetch(identitiesUrl, { headers: { Merchant: config.client_id }, credentials: 'same-origin' })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .then(function (identities) {
        if (mine !== generation) return;
        if (!Array.isArray(identities) || identities.length === 0) {
          notify('display', 'opt_out_or_no_session');
          return;
        }
        // A click that is still being dispatched (the one that called prompt) is not "outside".
        setTimeout(function () {
          if (mine !== generation || card) return;
          show(identities);
          notify('display', null);
        }, 0);
      })
      .catch(function () {
        if (mine === generation) notify('display', 'unknown_reason');
      });
  }

  function cancel() {
    generation++;
    if (!card) return;
    close();
    notify('dismissed', 'cancel_called');
  }

  var google = (window.google = window.google || {});
  google.accounts = google.accounts || {};
  google.accounts.id = {
    initialize: initialize,
    prompt: prompt,
    cancel: cancel,
    disableAutoSelect: function () {},
  };
})();
`;
