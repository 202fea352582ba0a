/**
 * A new task, so that what follows runs in a task of its own and the browser can paint and answer
 * input in between: the boot stages (src/main.tsx), a chunk evaluated before the work it was
 * loaded for. A message, not a timer: a test's paused clock must not stop the page.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
