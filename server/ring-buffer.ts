// A fixed-size log: past its capacity the oldest entry makes room for the newest, so what QA can
// read back (SMS sent, push calls, recent tracking events) never grows with the server's uptime.

export class RingBuffer<T> {
  readonly capacity: number;
  readonly #items: (T | undefined)[];
  /** Where the next item goes. */
  #next = 0;
  #size = 0;
  /** Everything ever pushed, also what has been overwritten since. */
  #total = 0;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new Error(`A ring buffer needs a capacity of at least 1, got ${capacity}`);
    }
    this.capacity = capacity;
    this.#items = new Array<T | undefined>(capacity);
  }

  push(item: T): void {
    this.#items[this.#next] = item;
    this.#next = (this.#next + 1) % this.capacity;
    this.#size = Math.min(this.#size + 1, this.capacity);
    this.#total += 1;
  }

  /** Oldest first. */
  items(): T[] {
    const start = (this.#next - this.#size + this.capacity) % this.capacity;
    return Array.from(
      { length: this.#size },
      (_, i) => this.#items[(start + i) % this.capacity] as T,
    );
  }

  get size(): number {
    return this.#size;
  }

  /** How many were pushed in all; `total - size` were dropped. */
  get total(): number {
    return this.#total;
  }

  clear(): void {
    this.#items.fill(undefined);
    this.#next = 0;
    this.#size = 0;
    this.#total = 0;
  }
}
