/**
 * Whether the database answers, as this process last saw it. A lost connection or a failed
 * query makes it "suspect": one ping decides. While it is down, a ping every second watches for
 * its return; the pool then opens fresh connections by itself. Pages answer 503 meanwhile
 * (app/.server/http/database-outage.ts) and the delivery worker keeps its work for later.
 */
export type DatabaseAvailability = {
  /** False from a failed ping until the next ping that succeeds. */
  readonly available: boolean;
  /** Pings now; resolves with the answer (and updates `available`). */
  check(): Promise<boolean>;
  /** Something failed that may mean the database is gone: check it soon. */
  suspect(): void;
  stop(): void;
};

const PING_TIMEOUT_MS = 3_000;
const WATCH_INTERVAL_MS = 1_000;

export function watchAvailability(
  ping: () => Promise<void>,
  onChange: (available: boolean, error?: unknown) => void = () => {},
): DatabaseAvailability {
  let available = true;
  let watch: NodeJS.Timeout | undefined;
  let stopped = false;

  const settle = (answer: boolean, error?: unknown) => {
    if (answer === available) return;
    available = answer;
    onChange(answer, error);
    if (!answer && !stopped) {
      watch = setInterval(() => void check(), WATCH_INTERVAL_MS);
      watch.unref();
    } else {
      clearInterval(watch);
    }
  };

  // Pings are numbered as they start. A caller that asks now wants a ping that started after its
  // question (after the query that just failed): a ping already under way may have started
  // before the database went away, so its "yes" is followed by a fresh ping; its "no" stands.
  let started = 0;
  let current: { number: number; answer: Promise<boolean> } | undefined;

  function pingFrom(asked: number): Promise<boolean> {
    if (current && current.number >= asked) return current.answer;
    const number = ++started;
    const answer = withTimeout(ping(), PING_TIMEOUT_MS)
      .then(
        () => {
          settle(true);
          return true;
        },
        (error: unknown) => {
          settle(false, error);
          return false;
        },
      )
      .finally(() => {
        if (current?.number === number) current = undefined;
      });
    current = { number, answer };
    return answer;
  }

  function check(): Promise<boolean> {
    const asked = started + 1;
    if (!current) return pingFrom(asked);
    return current.answer.then((answer) => (answer ? pingFrom(asked) : false));
  }

  return {
    get available() {
      return available;
    },
    check,
    suspect() {
      if (!stopped) void check();
    },
    stop() {
      stopped = true;
      clearInterval(watch);
    },
  };
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
