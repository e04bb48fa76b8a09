import type { AppLoadContext } from "react-router";
import type { Database } from "~/.server/db/client";
import type { AppServices } from "~/.server/services";

/**
 * What is made from published content alone (the contact form's rules, the models' amounts) is
 * made once per content version rather than on every request, so a lead's post asks the
 * database only for what it writes. The version is the page cache's (docs/decisions/027): an
 * admin save's success is answered only once every instance's next request reads the version
 * that save bumped, so nothing kept here outlives a save. Without that version (a server whose
 * admin saves do not bump it: the development server) every call makes the value afresh.
 */
export function memoPerContentVersion<T>(make: (services: AppServices) => Promise<T>) {
  // Per database: tests run servers on several databases in one process.
  const memos = new WeakMap<Database, { version: number; value: Promise<T> }>();
  return async (context: Pick<AppLoadContext, "services" | "contentVersions">): Promise<T> => {
    const { services } = context;
    const { db } = services;
    const versions = context.contentVersions;
    if (!versions) return make(services);
    const version = versions.knownFor(performance.now()) ?? (await versions.read());
    const memo = memos.get(db);
    // A newer memo than this request's version is newer content still: good for it too.
    if (memo && memo.version >= version) return memo.value;
    const value = make(services);
    memos.set(db, { version, value });
    // A failed read is not kept: the next request tries again.
    value.catch(() => {
      if (memos.get(db)?.value === value) memos.delete(db);
    });
    return value;
  };
}
