/** Gives an admitted slot back; calling it again does nothing. */
export type Release = () => void;

/** admit() when the waiting line is full: the caller should come back later. */
export class AdmissionFull extends Error {}

/** admit() when the waiter gave up (its signal aborted) before a slot was free. */
export class AdmissionAbandoned extends Error {}

interface Waiter {
  grant: (release: Release) => void;
}

/**
 * Admits at most `inFlight` holders at a time; up to `maxWaiting` more wait, first come first
 * served; anyone beyond that is refused at once. Unlike Semaphore, the slot is held across
 * callbacks (an upload holds it from its first byte to its response) and a waiter can leave.
 * @example
 * const uploads = new Admission({ inFlight: 2, maxWaiting: 32 });
 * const release = await uploads.admit(signal); // throws AdmissionFull when 32 already wait
 * try { await work(); } finally { release(); }
 */
export class Admission {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(readonly limits: { inFlight: number; maxWaiting: number }) {}

  /** Holders right now. */
  get inFlight(): number {
    return this.active;
  }

  /** Waiters right now. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Resolves to a release once a slot is free. Rejects with AdmissionFull when `maxWaiting`
   * already wait, and with AdmissionAbandoned when `signal` aborts first.
   */
  admit(signal?: AbortSignal): Promise<Release> {
    if (signal?.aborted) return Promise.reject(new AdmissionAbandoned());
    if (this.active < this.limits.inFlight && this.waiting.length === 0) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.limits.maxWaiting) {
      return Promise.reject(new AdmissionFull());
    }
    return new Promise<Release>((resolve, reject) => {
      const onAbort = () => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new AdmissionAbandoned());
      };
      const waiter: Waiter = {
        grant: (release) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(release);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so nobody can overtake the line.
      if (next) next.grant(this.releaser());
      else this.active--;
    };
  }
}
