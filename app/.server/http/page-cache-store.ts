/**
 * A least-recently-used store bounded by entry count and by bytes: the memory the page cache
 * may hold. An entry's size may grow after it is stored (its Brotli copy arrives later):
 * `resize` accounts for that and evicts as needed.
 */
export class LruStore<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private totalBytes = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  /** The value, marked as the most recently used. */
  get(key: string): V | undefined {
    const found = this.entries.get(key);
    if (!found) return undefined;
    this.entries.delete(key);
    this.entries.set(key, found);
    return found.value;
  }

  /** Stores the value (replacing any under the key); one larger than the whole store is refused. */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.maxBytes) return false;
    this.entries.set(key, { value, bytes });
    this.totalBytes += bytes;
    this.evict();
    return this.entries.has(key);
  }

  /** Records a new size for the entry, if `value` is still the one stored under `key`. */
  resize(key: string, value: V, bytes: number): void {
    const found = this.entries.get(key);
    if (!found || found.value !== value) return;
    this.totalBytes += bytes - found.bytes;
    found.bytes = bytes;
    this.evict();
  }

  delete(key: string): void {
    const found = this.entries.get(key);
    if (!found) return;
    this.entries.delete(key);
    this.totalBytes -= found.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  /** Drops the least recently used entries until both bounds hold. */
  private evict(): void {
    for (const [key, { bytes }] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalBytes <= this.maxBytes) return;
      this.entries.delete(key);
      this.totalBytes -= bytes;
    }
  }
}
