/**
 * A bound on expensive work in flight (explorer page renders): up to `inFlight` at once, up to `queue` more waiting
 * at most `maxWaitMs` for a place, and the rest refused at once. Under overload the answer is a fast refusal the
 * client can retry, not a queue that holds every core and makes every answer late, the cheap ones included.
 */
export interface AdmissionGate {
  /**
   * A place (call the release when done, once or more), or null when there is none to be had soon. When `gone`
   * aborts (the client left), a waiter leaves the queue with null and a place it would have got passes on: nothing
   * is rendered for nobody, and no place is held for a response whose 'close' has already fired (a cancelled router
   * prefetch once leaked every place that way).
   */
  enter(gone?: AbortSignal): Promise<(() => void) | null>;
  readonly active: number;
  readonly waiting: number;
}

export function admissionGate({
  inFlight,
  queue,
  maxWaitMs,
}: {
  inFlight: number;
  queue: number;
  maxWaitMs: number;
}): AdmissionGate {
  let active = 0;
  const waiters: { admit: () => void; timer: ReturnType<typeof setTimeout> }[] = [];

  const release = () => {
    const next = waiters.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit(); // the place passes straight on: `active` stays the same
    } else {
      active--;
    }
  };
  const place = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiters.length;
    },
    async enter(gone) {
      if (gone?.aborted) return null;
      if (active < inFlight) {
        active++;
        return place();
      }
      if (waiters.length >= queue) return null;
      return new Promise((resolve) => {
        const leave = () => {
          const at = waiters.indexOf(waiter);
          if (at >= 0) waiters.splice(at, 1);
          clearTimeout(waiter.timer);
          resolve(null);
        };
        const waiter = {
          admit: () => {
            gone?.removeEventListener('abort', leave);
            resolve(place());
          },
          timer: setTimeout(() => {
            gone?.removeEventListener('abort', leave);
            leave();
          }, maxWaitMs),
        };
        gone?.addEventListener('abort', leave, { once: true });
        waiters.push(waiter);
      });
    },
  };
}
