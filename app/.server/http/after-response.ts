import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";

/**
 * Work a request leaves for after its answer has been sent ("forgot my password" and sign-up,
 * app/.server/auth/uniform-answers.ts): queued while the request is handled, run once the
 * response has finished, so none of it — not even an embedded-database query, which holds
 * this thread — can delay or change the answer. Outside a request (scripts, tests calling
 * the auth handler directly) the work runs on the next turn of the event loop.
 */

type Pending = { tasks: (() => void)[]; sent: boolean };

const current = new AsyncLocalStorage<Pending>();

export function afterResponseQueue(): RequestHandler {
  return (_req, res, next) => {
    const pending: Pending = { tasks: [], sent: false };
    const runAll = () => {
      if (pending.sent) return;
      pending.sent = true;
      for (const task of pending.tasks.splice(0)) setImmediate(task);
    };
    res.once("finish", runAll);
    res.once("close", runAll);
    current.run(pending, next);
  };
}

/** Runs `task` after the current request's response has been sent (or soon, outside one). */
export function runAfterResponse(task: () => void): void {
  const pending = current.getStore();
  if (pending && !pending.sent) pending.tasks.push(task);
  else setImmediate(task);
}
