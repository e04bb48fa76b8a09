import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { createContentVersionReader } from "~/.server/content/content-version";
import { chooseEncoding } from "~/.server/http/compression";
import { inlineScriptHashes, withoutNonce } from "~/.server/http/inline-scripts";
import { LruStore } from "~/.server/http/page-cache-store";

/**
 * The page cache's parts that need no server: its bounded store, the encoding it picks, the
 * CSP hashes of a page's inline scripts, and the content version reads shared by requests.
 */

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

describe("the page cache's store", () => {
  it("keeps at most maxEntries, dropping the least recently used", () => {
    const store = new LruStore<string>(2, 1_000);
    store.set("/a", "A", 10);
    store.set("/b", "B", 10);
    expect(store.get("/a")).toBe("A"); // /a is now the most recently used
    store.set("/c", "C", 10);
    expect(store.get("/b")).toBeUndefined();
    expect(store.get("/a")).toBe("A");
    expect(store.get("/c")).toBe("C");
    expect(store.size).toBe(2);
  });

  it("keeps at most maxBytes, counting an entry's growth (its Brotli copy)", () => {
    const store = new LruStore<string>(10, 100);
    store.set("/a", "A", 40);
    store.set("/b", "B", 40);
    expect(store.bytes).toBe(80);
    store.resize("/b", "B", 70);
    expect(store.get("/a")).toBeUndefined();
    expect(store.get("/b")).toBe("B");
    expect(store.bytes).toBe(70);
    // A resize for a value no longer stored changes nothing.
    store.resize("/b", "old B", 5);
    expect(store.bytes).toBe(70);
  });

  it("refuses an entry larger than the whole store, and replaces one under the same key", () => {
    const store = new LruStore<string>(10, 100);
    expect(store.set("/huge", "H", 101)).toBe(false);
    expect(store.get("/huge")).toBeUndefined();
    store.set("/a", "A1", 30);
    store.set("/a", "A2", 50);
    expect(store.get("/a")).toBe("A2");
    expect(store.bytes).toBe(50);
  });
});

describe("the encoding a cached page is sent in", () => {
  it("prefers Brotli once ready, then gzip, whatever the client's order", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", true)).toBe("br");
    expect(chooseEncoding("gzip, deflate, br, zstd", false)).toBe("gzip");
    expect(chooseEncoding("br", false)).toBe("identity");
  });

  it("honours q values and the wildcard", () => {
    expect(chooseEncoding("br;q=0, gzip", true)).toBe("gzip");
    expect(chooseEncoding("gzip;q=0", true)).toBe("identity");
    expect(chooseEncoding("*", true)).toBe("br");
    expect(chooseEncoding("*;q=0, gzip;q=0.5", true)).toBe("gzip");
    expect(chooseEncoding(undefined, true)).toBe("identity");
    expect(chooseEncoding("identity", true)).toBe("identity");
  });
});

describe("the CSP hashes of a page's inline scripts", () => {
  it("hashes each inline script's text, and leaves out external scripts, JSON-LD and empty scripts", () => {
    const page = [
      "<html><head><script>document.documentElement.classList.add('js')</script>",
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module" src="/assets/entry.js"></script>',
      "</head><body>",
      '<script type="module">import "/assets/app.js";\nwindow.__x = 1;</script>',
      "<script>console.log(1)</script><script>console.log(1)</script>",
      // Emptied by the page cache (its text moved to the page's scripts file): never run.
      '<script nonce=""></script>',
      "</body></html>",
    ].join("");
    expect(inlineScriptHashes(page)).toEqual([
      sha256("document.documentElement.classList.add('js')"),
      sha256('import "/assets/app.js";\nwindow.__x = 1;'),
      sha256("console.log(1)"),
    ]);
  });

  it("hashes a script with CR LF line ends as the browser reads it (LF)", () => {
    expect(inlineScriptHashes("<script>a()\r\nb()</script>")).toEqual([sha256("a()\nb()")]);
  });

  it("empties the render's nonce attributes, and refuses a page holding the nonce elsewhere", () => {
    const nonce = "k1v+9Xy/Zq3Fw2aBc4dE5g==";
    expect(withoutNonce(`<script nonce="${nonce}">a()</script><link nonce="${nonce}">`, nonce)).toBe(
      '<script nonce="">a()</script><link nonce="">',
    );
    expect(withoutNonce(`<script nonce="${nonce}">var n = "${nonce}"</script>`, nonce)).toBeNull();
  });
});

describe("reading the content version for many requests", () => {
  /** A database read that answers when told, with the value the database held when it began. */
  function controlledDatabase() {
    let version = 1;
    const pending: (() => void)[] = [];
    let reads = 0;
    const read = () => {
      reads += 1;
      const seen = version;
      return new Promise<number>((resolve) => {
        pending.push(() => resolve(seen));
      });
    };
    return {
      read,
      save: () => {
        version += 1;
      },
      answerAll: async () => {
        while (pending.length > 0) {
          pending.shift()?.();
          await new Promise((resolve) => setImmediate(resolve));
        }
      },
      reads: () => reads,
    };
  }

  it("never answers a request with a read that began before it arrived", async () => {
    const database = controlledDatabase();
    const readVersion = createContentVersionReader(database.read).read;
    const early = readVersion(); // a read begins with version 1 in the database…
    database.save(); // …an admin saves meanwhile (version 2)…
    const afterSave = readVersion(); // …and a visitor asks after the save's answer.
    await database.answerAll();
    expect(await early).toBe(1);
    expect(await afterSave).toBe(2);
  });

  it("shares one read among the requests that arrive while a read is under way", async () => {
    const database = controlledDatabase();
    const readVersion = createContentVersionReader(database.read).read;
    const first = readVersion();
    const waiting = Array.from({ length: 50 }, () => readVersion());
    await database.answerAll();
    expect(await first).toBe(1);
    expect(await Promise.all(waiting)).toEqual(Array(50).fill(1));
    expect(database.reads()).toBe(2);
  });

  it("answers at once only from a read that began within the lease before the request arrived", async () => {
    const database = controlledDatabase();
    let clock = 1_000;
    const versions = createContentVersionReader(database.read, { leaseMs: 100, now: () => clock });
    expect(versions.knownFor(clock)).toBeUndefined(); // nothing read yet
    const read = versions.read(); // begins at 1000, sees version 1
    await database.answerAll();
    expect(await read).toBe(1);
    expect(versions.knownFor(1_050)).toBe(1);
    expect(versions.knownFor(1_100)).toBe(1);
    // A request arriving more than the lease after the read began must wait for a new read.
    expect(versions.knownFor(1_101)).toBeUndefined();

    // A save commits, and its admin waits out the lease before seeing success: any request
    // arriving after that finds no read old enough to predate the save.
    clock = 1_010;
    database.save();
    const savedAt = clock;
    expect(versions.knownFor(savedAt + 101)).toBeUndefined();
    clock = 1_020;
    const fresh = versions.read(); // begins after the save
    await database.answerAll();
    expect(await fresh).toBe(2);
    expect(versions.knownFor(savedAt + 101)).toBe(2);
  });

  it("keeps the newest read, by when it began, when reads finish out of order", async () => {
    let clock = 0;
    const answers: ((version: number) => void)[] = [];
    const versions = createContentVersionReader(
      () => new Promise<number>((resolve) => answers.push(resolve)),
      { leaseMs: 100, now: () => clock },
    );
    const older = versions.read();
    clock = 10;
    const newer = versions.read(); // queued: begins once the first one has answered
    answers[0](1);
    await older;
    await new Promise((resolve) => setImmediate(resolve));
    answers[1](2);
    await newer;
    expect(versions.knownFor(10)).toBe(2);
  });
});
