// npm run bench:auth-timing — whether "forgot my password" and sign-up take the same time for an
// address with an account and one without (account discovery by timing). Starts the production
// build on a throwaway embedded database with one account, then calls Better Auth's endpoints
// 30 times each (in a shuffled order each round, after a warm-up, with a pause after each call
// so the work a call leaves for after its answer does not slow the next one) and prints the
// median, p90 and mean per case. BENCH_TRIES sets the number of tries, BENCH_PAUSE_MS the pause. Figures, not a test: nothing asserts.
import { performance } from "node:perf_hooks";
import { ensureBuild } from "../tests/support/build-snapshot";
import { findFreePort } from "../tests/support/free-port";
import { startServer } from "../tests/support/server-process";

const tries = Number(process.env.BENCH_TRIES ?? 30);
const pauseMs = Number(process.env.BENCH_PAUSE_MS ?? 400);
const pause = () => new Promise((resolve) => setTimeout(resolve, pauseMs));

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
const account = { email: "conta@cotafacil.com.br", password: "senha-da-conta-123" };

type Case = { name: string; path: string; body: (i: number) => Record<string, string> };

const cases: Case[] = [
  {
    name: "reset, known address",
    path: "/api/auth/request-password-reset",
    body: () => ({ email: account.email }),
  },
  {
    name: "reset, unknown address",
    path: "/api/auth/request-password-reset",
    body: (i) => ({ email: `ninguem${i}@example.com.br` }),
  },
  {
    name: "sign-up, known address",
    path: "/api/auth/sign-up/email",
    body: () => ({ email: account.email, password: "outra-senha-123", name: "Alguém" }),
  },
  {
    name: "sign-up, new address",
    path: "/api/auth/sign-up/email",
    body: (i) => ({
      email: `nova${i}.${Date.now()}@example.com.br`,
      password: "outra-senha-123",
      name: "Nova",
    }),
  },
];

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function main() {
  ensureBuild();
  const port = await findFreePort();
  const server = await startServer({
    port,
    // A first start on a fresh embedded database is slow on a busy machine.
    timeoutMs: 180_000,
    env: {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: account.email,
      ADMIN_PASSWORD: account.password,
      // Well above the per-address limits: every try must reach the endpoint.
      AUTH_RATE_LIMIT_MULTIPLIER: "1000",
      LOG_LEVEL: "silent",
    },
  });
  try {
    const call = async (c: Case, i: number) => {
      const started = performance.now();
      const response = await fetch(`${server.url}${c.path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify(c.body(i)),
      });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (!response.ok) throw new Error(`${c.name}: HTTP ${response.status}`);
      return elapsed;
    };
    const timings = new Map(cases.map((c) => [c.name, [] as number[]]));
    for (let i = 0; i < 5; i++) for (const c of cases) await call(c, 1000 + i); // warm-up
    await pause();
    for (let i = 0; i < tries; i++) {
      // Every case in each round, so a slow moment of the machine hits them alike.
      for (const c of shuffled(cases)) {
        timings.get(c.name)?.push(await call(c, i));
        await pause();
      }
    }
    console.log(`Auth answer times over ${tries} tries each (ms):`);
    console.log("case".padEnd(26), "median".padStart(8), "p90".padStart(8), "mean".padStart(8));
    for (const [name, values] of timings) {
      const sorted = [...values].sort((a, b) => a - b);
      const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
      console.log(
        name.padEnd(26),
        quantile(sorted, 0.5).toFixed(2).padStart(8),
        quantile(sorted, 0.9).toFixed(2).padStart(8),
        mean.toFixed(2).padStart(8),
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
