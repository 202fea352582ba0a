// The browser side of the development captcha, served at /captcha/gt.js. It implements the public
// interface of Geetest v3 (`initGeetest`) and v4 (`initGeetest4`) so the storefront's captcha code
// runs unchanged against it, and draws one accessible "I am not a robot" button. Pressing it asks
// POST /captcha/verify (same origin as the script) for the values the server will accept.

export const CAPTCHA_SCRIPT = String.raw`/* Development captcha (storefront reference backend). Not Geetest. */
(function () {
  'use strict';
  var script = document.currentScript;
  var verifyUrl = new URL('verify', script && script.src ? script.src : location.origin + '/captcha/').href;
  var STYLE =
    '.dev-captcha{display:inline-flex;align-items:center;gap:8px;font:14px/1.4 system-ui,sans-serif}' +
    '.dev-captcha button{display:inline-flex;align-items:center;gap:10px;min-height:44px;padding:8px 14px;' +
    'border:1px solid #888;border-radius:6px;background:#fff;color:#111;font:inherit;cursor:pointer}' +
    '.dev-captcha button:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}' +
    '.dev-captcha .box{width:20px;height:20px;border:2px solid #555;border-radius:3px;text-align:center;line-height:16px}' +
    '.dev-captcha[data-state=success] .box{background:#188038;border-color:#188038;color:#fff}' +
    '.dev-captcha-overlay{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;' +
    'background:rgba(0,0,0,.45);z-index:2147483647}' +
    '.dev-captcha-dialog{display:flex;flex-direction:column;gap:12px;padding:20px;background:#fff;border-radius:8px}';
  var TEXT = { idle: 'I am not a robot', busy: 'Checking…', success: 'Verified', error: 'Try again' };

  function addStyle() {
    if (document.getElementById('dev-captcha-style')) return;
    var style = document.createElement('style');
    style.id = 'dev-captcha-style';
    style.textContent = STYLE;
    document.head.appendChild(style);
  }

  function Captcha(version, config) {
    this.version = version;
    this.config = config || {};
    this.handlers = { ready: [], success: [], error: [], close: [] };
    this.result = null;
    this.isReady = false;
    this.widgets = [];
    this.overlay = null;
    var self = this;
    setTimeout(function () {
      self.isReady = true;
      self.emit('ready');
    }, 0);
  }

  Captcha.prototype.emit = function (name, arg) {
    this.handlers[name].slice().forEach(function (fn) {
      try { fn(arg); } catch (error) { setTimeout(function () { throw error; }); }
    });
  };
  Captcha.prototype.on = function (name, fn) {
    if (typeof fn === 'function') this.handlers[name].push(fn);
    return this;
  };
  Captcha.prototype.onReady = function (fn) {
    if (this.isReady && typeof fn === 'function') setTimeout(fn, 0);
    return this.on('ready', fn);
  };
  Captcha.prototype.onSuccess = function (fn) { return this.on('success', fn); };
  Captcha.prototype.onError = function (fn) { return this.on('error', fn); };
  Captcha.prototype.onClose = function (fn) { return this.on('close', fn); };

  Captcha.prototype.widget = function () {
    addStyle();
    var self = this;
    var root = document.createElement('div');
    root.className = 'dev-captcha';
    root.setAttribute('data-state', this.result ? 'success' : 'idle');
    var button = document.createElement('button');
    button.type = 'button';
    var box = document.createElement('span');
    box.className = 'box';
    box.setAttribute('aria-hidden', 'true');
    var label = document.createElement('span');
    button.appendChild(box);
    button.appendChild(label);
    var status = document.createElement('span');
    status.setAttribute('role', 'status');
    status.className = 'dev-captcha-status';
    root.appendChild(button);
    root.appendChild(status);
    button.addEventListener('click', function () { self.solve(); });
    this.widgets.push({ root: root, button: button, box: box, label: label, status: status });
    this.render(this.result ? 'success' : 'idle');
    return root;
  };

  Captcha.prototype.render = function (state, message) {
    this.widgets.forEach(function (w) {
      w.root.setAttribute('data-state', state);
      w.label.textContent = TEXT[state];
      w.box.textContent = state === 'success' ? '✓' : '';
      w.button.setAttribute('aria-pressed', state === 'success' ? 'true' : 'false');
      w.button.disabled = state === 'busy' || state === 'success';
      w.status.textContent = message || (state === 'success' ? 'Verification complete' : '');
    });
  };

  Captcha.prototype.appendTo = function (target) {
    var parent = typeof target === 'string' ? document.querySelector(target) : target;
    if (!parent) throw new Error('initGeetest: appendTo target not found');
    parent.appendChild(this.widget());
    return this;
  };

  Captcha.prototype.request = function () {
    var c = this.config;
    return this.version === 4
      ? { version: 4, captchaId: c.captchaId }
      : { version: 3, gt: c.gt, challenge: c.challenge };
  };

  Captcha.prototype.solve = function () {
    var self = this;
    if (this.result || this.busy) return;
    this.busy = true;
    this.render('busy');
    fetch(verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(this.request()),
      credentials: 'same-origin',
    })
      .then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) throw { code: body.code || 60500, msg: body.error || 'Verification failed' };
          return body;
        });
      })
      .then(function (result) {
        self.busy = false;
        self.result = result;
        self.render('success');
        self.emit('success');
        if (self.overlay) setTimeout(function () { self.closeOverlay(false); }, 300);
      })
      .catch(function (error) {
        self.busy = false;
        var failure = error && error.code ? error : { code: 60001, msg: 'Network failure' };
        failure.error_code = String(failure.code);
        self.render('error', failure.msg);
        self.emit('error', failure);
      });
  };

  Captcha.prototype.getValidate = function () {
    if (!this.result) return false;
    var copy = {};
    for (var key in this.result) copy[key] = this.result[key];
    return copy;
  };

  Captcha.prototype.reset = function () {
    this.result = null;
    this.busy = false;
    this.render('idle');
    return this;
  };

  /** The "bind" product: the button appears in a dialog when the page calls verify(). */
  Captcha.prototype.verify = function () {
    if (this.overlay) return this;
    var self = this;
    var overlay = document.createElement('div');
    overlay.className = 'dev-captcha-overlay';
    var dialog = document.createElement('div');
    dialog.className = 'dev-captcha-dialog';
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', 'Verification');
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close';
    close.addEventListener('click', function () { self.closeOverlay(true); });
    overlay.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') self.closeOverlay(true);
    });
    dialog.appendChild(this.widget());
    dialog.appendChild(close);
    overlay.appendChild(dialog);
    document.body.appendChild(overlay);
    this.overlay = overlay;
    dialog.querySelector('button').focus();
    return this;
  };

  Captcha.prototype.closeOverlay = function (byUser) {
    if (!this.overlay) return;
    var overlay = this.overlay;
    this.overlay = null;
    this.widgets = this.widgets.filter(function (w) { return !overlay.contains(w.root); });
    overlay.remove();
    if (byUser) this.emit('close');
  };

  Captcha.prototype.destroy = function () {
    this.closeOverlay(false);
    this.widgets.forEach(function (w) { w.root.remove(); });
    this.widgets = [];
  };

  window.initGeetest = function (config, callback) {
    callback(new Captcha(3, config));
  };
  window.initGeetest4 = function (config, callback) {
    callback(new Captcha(4, config));
  };
})();
`;
