import { expose } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkerBridge } from './workerBridge';

const api = { double: (value: number) => value * 2 };

/** A stand-in Worker: the API runs on the far side of a real MessageChannel, as in a worker. */
function fakeWorker() {
  const { port1, port2 } = new MessageChannel();
  expose(api, port2);
  const terminate = vi.fn(() => {
    port1.close();
    port2.close();
  });
  const worker = Object.assign(port1, { terminate });
  port1.start();
  return worker as unknown as Worker & { terminate: typeof terminate };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('worker bridge', () => {
  it('starts the worker on the first call only', async () => {
    const create = vi.fn(fakeWorker);
    const bridge = new WorkerBridge<typeof api>(create, 50);
    expect(create).not.toHaveBeenCalled();
    expect(await bridge.call((remote) => remote.double(21))).toBe(42);
    expect(await bridge.call((remote) => remote.double(2))).toBe(4);
    expect(create).toHaveBeenCalledTimes(1);
    bridge.stop();
  });

  it('terminates after the idle time and starts again when needed', async () => {
    const workers: ReturnType<typeof fakeWorker>[] = [];
    const bridge = new WorkerBridge<typeof api>(() => {
      const worker = fakeWorker();
      workers.push(worker);
      return worker;
    }, 30);
    await bridge.call((remote) => remote.double(1));
    expect(bridge.running).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(bridge.running).toBe(false);
    expect(workers[0]?.terminate).toHaveBeenCalledTimes(1);
    expect(await bridge.call((remote) => remote.double(5))).toBe(10);
    expect(workers).toHaveLength(2);
    bridge.stop();
  });

  it('does not stop while a call is in flight', async () => {
    const bridge = new WorkerBridge<typeof api>(fakeWorker, 10);
    const slow = bridge.call(async (remote) => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      return remote.double(3);
    });
    await new Promise((resolve) => setTimeout(resolve, 25));
    expect(bridge.running).toBe(true);
    expect(await slow).toBe(6);
    bridge.stop();
  });

  it('rejects at once when the signal aborts', async () => {
    const bridge = new WorkerBridge<typeof api>(fakeWorker, 10);
    const controller = new AbortController();
    const pending = bridge.call(() => new Promise<number>(() => {}), controller.signal);
    controller.abort(new Error('left the page'));
    await expect(pending).rejects.toThrow('left the page');
    bridge.stop();
  });
});
