import { describe, expect, it, vi } from 'vitest';
import { watchForWaitingWorker, type WatchedRegistration } from './waitingWorker';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget implements WatchedRegistration {
  active: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  /** The browser found a new version and starts installing it. */
  found(): FakeWorker {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
}

describe('watchForWaitingWorker', () => {
  it('shows the notice at once in a tab opened after the update was announced', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    registration.waiting = new FakeWorker();
    const onWaiting = vi.fn();
    watchForWaitingWorker(registration, onWaiting);
    expect(onWaiting).toHaveBeenCalledOnce();
  });

  it('shows it when a new version finishes installing while the page is open', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    const onWaiting = vi.fn();
    watchForWaitingWorker(registration, onWaiting);
    expect(onWaiting).not.toHaveBeenCalled();
    const next = registration.found();
    next.moveTo('installed');
    expect(onWaiting).toHaveBeenCalledOnce();
  });

  it('never for the first install, nor for a version that fails to install', () => {
    const registration = new FakeRegistration();
    const onWaiting = vi.fn();
    watchForWaitingWorker(registration, onWaiting);
    const first = registration.found();
    first.moveTo('installed');
    registration.active = new FakeWorker();
    registration.found().moveTo('redundant');
    expect(onWaiting).not.toHaveBeenCalled();
  });
});
