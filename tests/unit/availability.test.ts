import { describe, expect, it } from "vitest";
import { watchAvailability } from "~/.server/db/availability";

/** A ping whose answers the test gives, one per call, in order. */
function scriptedPing() {
  const pending: { resolve(): void; reject(error: Error): void }[] = [];
  const ping = () =>
    new Promise<void>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { ping, pending };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the database's availability", () => {
  it("does not take a ping that started before the question as its answer", async () => {
    const { ping, pending } = scriptedPing();
    const availability = watchAvailability(ping);
    // A ping is under way (say, /healthz) when a query fails and its request asks.
    const earlier = availability.check();
    const asked = availability.check();
    expect(pending).toHaveLength(1);
    // The earlier ping got through just before the database went away…
    pending[0].resolve();
    expect(await earlier).toBe(true);
    await settled();
    // …so the question gets a ping of its own, which finds the database gone.
    expect(pending).toHaveLength(2);
    pending[1].reject(new Error("connection refused"));
    expect(await asked).toBe(false);
    expect(availability.available).toBe(false);
    availability.stop();
  });

  it("answers a question with a ping started after it, once the database is back", async () => {
    const { ping, pending } = scriptedPing();
    const availability = watchAvailability(ping);
    const first = availability.check();
    await settled();
    pending[0].reject(new Error("connection refused"));
    expect(await first).toBe(false);
    // Two requests ask in turn: the first starts a ping, the second waits for a later one.
    const [a, b] = [availability.check(), availability.check()];
    expect(pending).toHaveLength(2);
    pending[1].resolve();
    expect(await a).toBe(true);
    await settled();
    // b was asked while ping 2 ran; ping 2 had started before b asked, so b gets ping 3.
    expect(pending).toHaveLength(3);
    pending[2].resolve();
    expect(await b).toBe(true);
    availability.stop();
  });
});
