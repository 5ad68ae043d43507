// First in, first out: at most `concurrency` jobs run, at most `maxWaiting` wait their turn.

export interface JobQueueOptions<T> {
  concurrency: number;
  maxWaiting: number;
  /** Runs one job; the queue starts the next one when it settles. */
  run: (item: T) => Promise<void>;
  /** Told each waiting job's place (1 = next) whenever the line moves. */
  onWaiting?: (item: T, position: number) => void;
}

export class JobQueue<T> {
  private readonly waiting: T[] = [];
  private readonly running = new Set<T>();

  constructor(private readonly options: JobQueueOptions<T>) {}

  get runningCount(): number {
    return this.running.size;
  }

  get waitingCount(): number {
    return this.waiting.length;
  }

  /** True when `add` would refuse a job. */
  get full(): boolean {
    return this.running.size >= this.options.concurrency && this.waiting.length >= this.options.maxWaiting;
  }

  /** Runs `item` now or puts it in line: answers its place (0 = running), or null when the line is full. */
  add(item: T): number | null {
    if (this.running.size < this.options.concurrency) {
      this.start(item);
      return 0;
    }
    if (this.waiting.length >= this.options.maxWaiting) return null;
    this.waiting.push(item);
    return this.waiting.length;
  }

  /** Takes a waiting job out of line (it was cancelled); answers whether it was waiting. */
  remove(item: T): boolean {
    const index = this.waiting.indexOf(item);
    if (index < 0) return false;
    this.waiting.splice(index, 1);
    this.announce(index);
    return true;
  }

  /** Empties the line (shutdown); answers the jobs that were waiting. */
  clear(): T[] {
    return this.waiting.splice(0);
  }

  private start(item: T): void {
    this.running.add(item);
    const settle = () => {
      this.running.delete(item);
      const next = this.waiting.shift();
      if (next !== undefined) {
        this.start(next);
        this.announce(0);
      }
    };
    // A job that throws synchronously still frees its place.
    Promise.resolve()
      .then(() => this.options.run(item))
      .then(settle, settle);
  }

  /** Tells the jobs from `from` on their new places. */
  private announce(from: number): void {
    if (!this.options.onWaiting) return;
    for (let index = from; index < this.waiting.length; index += 1) this.options.onWaiting(this.waiting[index]!, index + 1);
  }
}
