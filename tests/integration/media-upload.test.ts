import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, mediaFiles } from "~/.server/db/schema";
import { seedDefaults } from "~/.server/db/seed";
import { MediaRejected, prepareImage } from "~/.server/media/images";
import { addUploadedImage, deleteMedia, listMedia } from "~/.server/media/library";
import { mediaSamples } from "~/.server/media/samples";
import { createDatabaseStorage, importLegacyUploads } from "~/.server/media/storage";
import { startServerWithAdmin } from "../support/admin-server";
import type { Visitor } from "../support/auth-client";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * The media library: the type of an upload is read from its
 * bytes, WebP copies are made with sharp and never upscaled, files live in the database (so every
 * instance serves them) and are served at /uploads/… with year-long cache headers and an ETag,
 * files an older version left in DATA_DIR/uploads are copied in once, the four samples are seeded
 * once, and delete removes the files.
 */

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#0ea5e9" } })
    .png()
    .toBuffer();

/** A PNG that does not compress: random pixels, about width × height × 3 bytes. */
const noisyPng = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 64 },
    },
  })
    .png()
    .toBuffer();

async function rejection(promise: Promise<unknown>): Promise<MediaRejected> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaRejected);
  return error as MediaRejected;
}

describe("checking and preparing an uploaded image", () => {
  const limit = 5 * 1024 * 1024;

  it("makes WebP copies 480, 960 and 1600 wide of a wide PNG and keeps a PNG original", async () => {
    const image = await prepareImage("foto.png", await png(2000, 1000), limit);
    expect(image.original).toMatchObject({ type: "image/png", extension: "png", width: 2000, height: 1000 });
    expect(image.variants.map((v) => [v.width, v.height, v.type])).toEqual([
      [480, 240, "image/webp"],
      [960, 480, "image/webp"],
      [1600, 800, "image/webp"],
    ]);
    for (const variant of image.variants) {
      expect((await sharp(variant.bytes).metadata()).format).toBe("webp");
    }
  });

  it("never enlarges a small image: one copy at its own width", async () => {
    const image = await prepareImage("icone.png", await png(300, 200), limit);
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([[300, 200]]);
  });

  it("reads the type from the bytes: a JPEG named .png is a JPEG, AVIF and GIF are taken", async () => {
    const jpeg = await sharp(await png(640, 480))
      .jpeg()
      .toBuffer();
    expect((await prepareImage("engano.png", jpeg, limit)).original.type).toBe("image/jpeg");
    const avif = await sharp(await png(64, 64))
      .avif()
      .toBuffer();
    expect((await prepareImage("a.avif", avif, limit)).original.type).toBe("image/avif");
    const gif = await sharp(await png(64, 64))
      .gif()
      .toBuffer();
    expect((await prepareImage("a.gif", gif, limit)).original.type).toBe("image/gif");
  });

  it("refuses a text file renamed .png, an SVG and an empty file", async () => {
    const text = await rejection(prepareImage("nota.png", Buffer.from("isto não é uma imagem"), limit));
    expect(text.title).toBe("Tipo de arquivo não aceito");
    expect(text.description).toContain("“nota.png” não é uma imagem JPEG, PNG, WebP, AVIF ou GIF");

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>1</script></svg>',
    );
    expect((await rejection(prepareImage("logo.png", svg, limit))).description).toContain("SVG");
    expect((await rejection(prepareImage("vazio.png", Buffer.alloc(0), limit))).title).toBe("Arquivo vazio");
  });

  it("refuses a file over the limit before reading it", async () => {
    const error = await rejection(prepareImage("grande.png", await png(100, 100), 100));
    expect(error.title).toBe("Arquivo muito grande");
    expect(error.description).toContain("o limite é 100 B");
  });
});

describe.each(databaseKinds)("the media library on %s", (kind) => {
  let database: TestDatabase;
  let uploads: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), "cota-uploads-"));
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  const storedKeys = async () =>
    (await database.db.select({ key: mediaFiles.key }).from(mediaFiles)).map((row) => row.key).sort();

  it("seeds the four samples once: a deleted sample does not come back", async () => {
    await seedDefaults(database.db);
    await seedDefaults(database.db);
    const samples = (await listMedia(database.db)).filter((item) => item.source === "sample");
    expect(samples.map((item) => item.url).sort()).toEqual(mediaSamples.map((s) => s.url).sort());
    for (const sample of samples) {
      expect(fs.existsSync(path.join("public", sample.url))).toBe(true);
    }

    await database.db.delete(media).where(eq(media.id, samples[0].id));
    await seedDefaults(database.db);
    expect((await listMedia(database.db)).filter((item) => item.source === "sample")).toHaveLength(3);
  });

  it("stores an upload's bytes and row in the database, and delete removes both", async () => {
    const storage = createDatabaseStorage(database.db);
    const source = await png(1000, 500);
    const image = await prepareImage("fachada.png", source, 5 * 1024 * 1024);
    const item = await addUploadedImage(database.db, storage, { name: "fachada", image });
    expect(item).toMatchObject({ source: "upload", type: "image/png", width: 1000, height: 500 });
    expect(item.variants.map((v) => v.width)).toEqual([480, 960, 1000]);
    const keys = [item.url, ...item.variants.map((v) => v.url)].map((url) => url.replace(/^\/uploads\//, ""));
    expect(await storedKeys()).toEqual([...keys].sort());
    const [original] = await database.db.select().from(mediaFiles).where(eq(mediaFiles.key, keys[0]));
    expect(original).toMatchObject({ contentType: "image/png", size: image.original.bytes.byteLength });
    expect(Buffer.compare(original.bytes, image.original.bytes)).toBe(0);
    const [copy] = await database.db.select().from(mediaFiles).where(eq(mediaFiles.key, keys[1]));
    expect(copy.contentType).toBe("image/webp");
    expect((await sharp(copy.bytes).metadata()).width).toBe(480);

    expect((await deleteMedia(database.db, storage, item.id))?.id).toBe(item.id);
    expect(await storedKeys()).toEqual([]);
    expect((await listMedia(database.db)).some((row) => row.id === item.id)).toBe(false);
  });

  it("copies the files an older version left in DATA_DIR/uploads once, and only those", async () => {
    const bytes = await png(40, 30);
    const key = "0123456789abcdef0123456789abcdef.png";
    fs.writeFileSync(path.join(uploads, key), bytes);
    fs.writeFileSync(
      path.join(uploads, "0123456789abcdef0123456789abcdef-w40.webp"),
      await sharp(bytes).webp().toBuffer(),
    );
    fs.writeFileSync(path.join(uploads, "notas.txt"), "not an upload");
    const logged: unknown[] = [];
    const logger = { info: (...args: unknown[]) => logged.push(args) } as never;

    expect(await importLegacyUploads(database.db, uploads, logger)).toBe(2);
    expect(await importLegacyUploads(database.db, uploads, logger)).toBe(0);
    expect(logged).toHaveLength(2);
    expect(await storedKeys()).toEqual(["0123456789abcdef0123456789abcdef-w40.webp", key]);
    const [row] = await database.db.select().from(mediaFiles).where(eq(mediaFiles.key, key));
    expect(row.contentType).toBe("image/png");
    expect(Buffer.compare(row.bytes, bytes)).toBe(0);
    // The folder is left as it was; a missing folder is nothing to copy.
    expect(fs.readdirSync(uploads)).toHaveLength(3);
    expect(await importLegacyUploads(database.db, path.join(uploads, "nada"), logger)).toBe(0);
    await database.db.delete(mediaFiles);
  });
});

describe("uploads through the real server", () => {
  const limit = 300_000;
  let server: ServerProcess;
  let visitor: Visitor;

  beforeAll(async () => {
    ({ server, asAdmin: visitor } = await startServerWithAdmin({ MEDIA_MAX_UPLOAD_BYTES: String(limit) }));
  });
  afterAll(() => server?.stop());

  /** Posts files to the screen's action as the browser's upload form does (multipart). */
  async function upload(name: string, bytes: Buffer, declaredType = "image/png") {
    const form = new FormData();
    form.append("intent", "enviar");
    form.append("files", new Blob([new Uint8Array(bytes)], { type: declaredType }), name);
    const response = await fetch(`${server.url}/admin/media`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { cookie: visitor.cookieHeader(), origin: server.url },
    });
    return { status: response.status, text: await response.text() };
  }

  it("starts with the four samples, served from the site itself", async () => {
    const page = await visitor.get("/admin/media");
    expect(page.status).toBe(200);
    for (const sample of mediaSamples) {
      expect(page.text).toContain(sample.name);
      const file = await fetch(`${server.url}${sample.url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
    }
  });

  it("turns a real PNG into WebP copies served with their content type, and delete removes them", async () => {
    const answer = await upload("vitrine-teste.png", await png(1200, 900));
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Media added");
    expect(answer.text).toContain("vitrine-teste");
    const urls = [...new Set(answer.text.match(/\/uploads\/[a-f0-9]{32}(-w\d+)?\.(webp|png)/g))];
    const smallest = urls.find((url) => url.endsWith("-w480.webp"));
    expect(smallest, `no 480 wide WebP copy among ${urls.join(", ")}`).toBeTruthy();

    const served = await fetch(`${server.url}${smallest}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = served.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 480, 360]);
    const original = urls.find((url) => url.endsWith(".png"));
    const originalFile = await fetch(`${server.url}${original}`);
    expect(originalFile.headers.get("content-type")).toBe("image/png");
    expect(originalFile.headers.get("etag")).not.toBe(etag);

    // A browser revalidating its copy gets a 304 without the bytes; another tag gets the file.
    const revalidated = await fetch(`${server.url}${smallest}`, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect((await revalidated.arrayBuffer()).byteLength).toBe(0);
    const changed = await fetch(`${server.url}${smallest}`, { headers: { "if-none-match": '"outra"' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("content-type")).toBe("image/webp");
    const head = await fetch(`${server.url}${smallest}`, { method: "HEAD" });
    expect([head.status, head.headers.get("content-length")]).toEqual([
      200,
      served.headers.get("content-length"),
    ]);

    const id = answer.text.match(/id="media-([0-9a-f-]{36})"[^>]*>vitrine-teste</)?.[1];
    expect(id, "the new item's card").toBeTruthy();
    // Sent without the browser's confirmation (no JavaScript yet): the page asks, nothing is removed.
    const unconfirmed = await visitor.post("/admin/media", { intent: "excluir", id: id! });
    expect(unconfirmed.status).toBe(200);
    expect(unconfirmed.text).toContain(
      "Excluir “vitrine-teste” da biblioteca? Esta ação não pode ser desfeita.",
    );
    expect(unconfirmed.text).toContain(`id="media-${id}"`);
    expect((await fetch(`${server.url}${smallest}`)).status).toBe(200);

    const deleted = await visitor.post("/admin/media", { intent: "excluir", id: id!, confirmed: "yes" });
    expect(deleted.status).toBe(200);
    expect(deleted.text).toContain("Imagem excluída");
    expect(deleted.text).not.toContain(`id="media-${id}"`);
    for (const url of urls) expect((await fetch(`${server.url}${url}`)).status, url).toBe(404);
  });

  it("refuses a text file renamed .png", async () => {
    const answer = await upload("falso.png", Buffer.from("Olá! Isto é só texto, não uma imagem.\n"));
    expect(answer.status).toBe(415);
    expect(answer.text).toContain("Tipo de arquivo não aceito");
    expect(answer.text).toContain("não é uma imagem JPEG, PNG, WebP, AVIF ou GIF");
  });

  it("refuses a file over MEDIA_MAX_UPLOAD_BYTES with a message", async () => {
    const big = await noisyPng(400, 400);
    expect(big.byteLength).toBeGreaterThan(limit);
    const answer = await upload("grande.png", big);
    expect(answer.status).toBe(413);
    expect(answer.text).toContain("Arquivo muito grande");
    expect(answer.text).toContain("o limite é 293 KB por imagem");
    expect((await visitor.get("/admin/media")).text).not.toContain("grande");
  });

  it("asks for both URL and name when adding by URL, and refuses a javascript: URL", async () => {
    const missing = await visitor.post("/admin/media", {
      intent: "adicionar",
      url: "/imagens/a.webp",
      name: "",
    });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain("Missing information");
    expect(missing.text).toContain("Please provide both URL and name for the image.");

    const script = await visitor.post("/admin/media", {
      intent: "adicionar",
      url: "javascript:alert(1)",
      name: "x",
    });
    expect(script.status).toBe(400);

    // A site path that is one of this site's image files is taken. (Pages, missing files and
    // remote addresses are checked first: tests/integration/image-address.test.ts.)
    const added = await visitor.post("/admin/media", {
      intent: "adicionar",
      url: "/media-samples/modelo-prime.webp",
      name: "Fachada do site",
    });
    expect(added.status).toBe(200);
    expect(added.text).toContain("Fachada do site");
  });

  it("passes the admin gate before reading an upload; an unknown intent is a 400", async () => {
    const form = new FormData();
    form.append("intent", "enviar");
    form.append("files", new Blob([new Uint8Array(await png(10, 10))], { type: "image/png" }), "a.png");
    const anonymous = await fetch(`${server.url}/admin/media`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { origin: server.url },
    });
    expect([302, 303]).toContain(anonymous.status);
    expect(anonymous.headers.get("location")).toMatch(/^\/auth(\?|$)/);
    expect((await visitor.post("/admin/media", { intent: "nao-existe" })).status).toBe(400);
  });

  it("serves only files from the uploads folder: no listing, nothing outside it", async () => {
    for (const url of [
      "/uploads/",
      "/uploads/..%2fauth-secret",
      "/uploads/%2e%2e/auth-secret",
      "/uploads/nada.webp",
    ]) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status, url).toBe(404);
    }
    const secret = fs.readFileSync(path.join(server.dataDir, "auth-secret"), "utf8").trim();
    const attempt = await fetch(`${server.url}/uploads/..%2fauth-secret`);
    expect(await attempt.text()).not.toContain(secret);
  });
});

describe("an install upgraded from uploads kept in DATA_DIR/uploads", () => {
  let server: ServerProcess | undefined;
  let dataDir: string;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("copies them into the database at start-up, once, and serves them at the same URLs", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cota-upgrade-"));
    const bytes = await png(64, 48);
    const key = "fedcba9876543210fedcba9876543210.png";
    fs.mkdirSync(path.join(dataDir, "uploads"));
    fs.writeFileSync(path.join(dataDir, "uploads", key), bytes);

    server = await startServer({ dataDir });
    expect(server.output()).toContain("media: copied 1 uploaded file(s)");
    // The file's URL works without the folder: its bytes are in the database now.
    fs.rmSync(path.join(dataDir, "uploads"), { recursive: true });
    const served = await fetch(`${server.url}/uploads/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), bytes)).toBe(0);
    await server.stop();

    // A second start finds nothing new to copy and still serves it.
    fs.mkdirSync(path.join(dataDir, "uploads"));
    fs.writeFileSync(path.join(dataDir, "uploads", key), bytes);
    server = await startServer({ dataDir });
    expect(server.output()).toContain("media: copied 0 uploaded file(s)");
    expect((await fetch(`${server.url}/uploads/${key}`)).status).toBe(200);
  });
});
