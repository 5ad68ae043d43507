// Per-IP start limit: at most `max` accepted starts in any `windowMs` (a sliding window). Only
// accepted starts count, so a refused or malformed request costs the visitor nothing. And the cap on a
// client's open progress streams.
import { clientKey } from '@toolnest/net';

/** A per-client start limit: this process's StartRateLimiter, or one kept in Redis (scale-out/state.ts) for several servers. */
export interface StartLimit {
  /** Seconds until `client` may start again, or 0 when it may now. */
  retryAfterSeconds(client: string, now: number): number | Promise<number>;
  /** Counts an accepted start. */
  record(client: string, now: number): void | Promise<void>;
}

export class StartRateLimiter implements StartLimit {
  private readonly starts = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Seconds until `ip` may start again, or 0 when it may now. */
  retryAfterSeconds(ip: string, now: number): number {
    const recent = this.recent(ip, now);
    if (recent.length < this.max) return 0;
    const oldest = recent[recent.length - this.max]!;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  record(ip: string, now: number): void {
    const recent = this.recent(ip, now);
    recent.push(now);
    this.starts.set(ip, recent);
  }

  /** Forgets clients with no start in the window (called now and then, so the map stays small). */
  prune(now: number): void {
    for (const ip of this.starts.keys()) if (this.recent(ip, now).length === 0) this.starts.delete(ip);
  }

  get trackedClients(): number {
    return this.starts.size;
  }

  private recent(ip: string, now: number): number[] {
    const kept = (this.starts.get(ip) ?? []).filter((time) => time > now - this.windowMs);
    if (kept.length === 0) this.starts.delete(ip);
    else this.starts.set(ip, kept);
    return kept;
  }
}

/**
 * Per-IP cap on open progress streams. `claim` answers the slot's release (null when the IP is at
 * the cap); releasing twice is a no-op, so every way a stream ends may call it without a double free.
 */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly maxPerIp: number) {}

  claim(ip: string): (() => void) | null {
    const count = this.count(ip);
    if (count >= this.maxPerIp) return null;
    this.open.set(ip, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = this.count(ip) - 1;
      // Clients with no stream are forgotten, so the map holds only IPs with open streams.
      if (left > 0) this.open.set(ip, left);
      else this.open.delete(ip);
    };
  }

  /** Streams `ip` holds open now. */
  count(ip: string): number {
    return this.open.get(ip) ?? 0;
  }

  get trackedClients(): number {
    return this.open.size;
  }
}

/**
 * The progress streams' slots by client, as the progress route claims them: StreamSlots keyed by
 * clientKey (an IPv6 client is its /64), so a client cannot take more by changing its address.
 */
export class ClientStreams {
  private readonly slots: StreamSlots;

  constructor(maxPerClient: number) {
    this.slots = new StreamSlots(maxPerClient);
  }

  /** A slot for the client of `ip` (claimed before the stream opens), or null at MEDIA_MAX_STREAMS_PER_IP. The answer releases it, once. */
  claim(ip: string): (() => void) | null {
    return this.slots.claim(clientKey(ip));
  }

  /** Progress streams the client of `ip` holds open. */
  count(ip: string): number {
    return this.slots.count(clientKey(ip));
  }
}
