// Every unit test gets a fresh in-memory IndexedDB, as a new browser profile would.
import 'fake-indexeddb/auto';

// jsdom has <dialog> but neither showModal() nor close() (src/ui/Modal.tsx calls both): enough of
// them for components to render. What a modal dialog really does is checked in the browser tests.
if (typeof HTMLDialogElement === 'function' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      this.dispatchEvent(new Event('close'));
    },
  });
}
