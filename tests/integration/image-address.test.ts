import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkImageAddress, imageAddressMessages } from "~/.server/media/image-address";
import { webhookUrlMessages } from "~/.server/security/webhook-url";
import { startServerWithAdmin } from "../support/admin-server";
import type { Visitor } from "../support/auth-client";
import type { ServerProcess } from "../support/server-process";

/**
 * An image address typed by an admin is fetched before it is saved: it must answer with an
 * image (image/*, within the size limit). Against a real local HTTP server that serves an image,
 * a page, an empty answer, a missing file, a redirect and an answer that never comes.
 */

let imageServer: http.Server;
let base: string;
let photo: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0b6" } })
    .png()
    .toBuffer();
  imageServer = http.createServer((req, res) => {
    switch (req.url) {
      case "/foto.png":
        res.writeHead(200, { "content-type": "image/png", "content-length": photo.length }).end(photo);
        return;
      case "/pagina.html":
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<h1>Não é imagem</h1>");
        return;
      case "/vazia.png":
        res.writeHead(200, { "content-type": "image/png" }).end();
        return;
      case "/antiga.png":
        res.writeHead(301, { location: "/foto.png" }).end();
        return;
      case "/lenta.png":
        // Never answers: the check gives up.
        return;
      default:
        res.writeHead(404, { "content-type": "text/plain" }).end("não encontrado");
    }
  });
  await new Promise<void>((resolve) => imageServer.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  imageServer.closeAllConnections();
  await new Promise((resolve) => imageServer.close(resolve));
});

describe("checking an image address", () => {
  const local = { allowPrivateNetwork: true, maxBytes: 1024 * 1024 };

  it("accepts an address that answers with an image, also through a redirect", async () => {
    expect(await checkImageAddress(`${base}/foto.png`, local)).toEqual({
      ok: true,
      contentType: "image/png",
    });
    expect(await checkImageAddress(`${base}/antiga.png`, local)).toEqual({
      ok: true,
      contentType: "image/png",
    });
  });

  it("refuses a page, an empty answer, a missing file and an image over the limit", async () => {
    expect(await checkImageAddress(`${base}/pagina.html`, local)).toEqual({
      ok: false,
      reason: imageAddressMessages.notImage,
    });
    expect(await checkImageAddress(`${base}/vazia.png`, local)).toEqual({
      ok: false,
      reason: imageAddressMessages.empty,
    });
    expect(await checkImageAddress(`${base}/sumiu.png`, local)).toEqual({
      ok: false,
      reason: imageAddressMessages.httpError(404),
    });
    expect(await checkImageAddress(`${base}/foto.png`, { ...local, maxBytes: photo.length - 1 })).toEqual({
      ok: false,
      reason: imageAddressMessages.tooLarge(photo.length - 1),
    });
  });

  it("gives up on an address that does not answer in time", async () => {
    expect(await checkImageAddress(`${base}/lenta.png`, { ...local, timeoutMs: 300 })).toEqual({
      ok: false,
      reason: imageAddressMessages.timeout,
    });
  });

  it("in production, refuses this machine, the private network and a name that does not resolve", async () => {
    const production = { allowPrivateNetwork: false, maxBytes: 1024 * 1024 };
    for (const url of [`${base}/foto.png`, "http://10.0.0.8/foto.png", "http://[::1]/foto.png"]) {
      expect(await checkImageAddress(url, production), url).toEqual({
        ok: false,
        reason: webhookUrlMessages.privateNetwork,
      });
    }
    expect(await checkImageAddress("https://imagem.invalid/foto.png", production)).toEqual({
      ok: false,
      reason: webhookUrlMessages.unresolved,
    });
  });
});

describe("image addresses on the admin screens (production server)", () => {
  let server: ServerProcess;
  let asAdmin: Visitor;

  beforeAll(async () => {
    ({ server, asAdmin } = await startServerWithAdmin());
  });
  afterAll(() => server?.stop());

  it("Media: an address on this machine, or that leads nowhere, is refused by its field", async () => {
    for (const [url, message] of [
      [`https://127.0.0.1:${new URL(base).port}/foto.png`, webhookUrlMessages.privateNetwork],
      ["https://imagem.invalid/foto.png", webhookUrlMessages.unresolved],
    ]) {
      const answer = await asAdmin.post("/admin/media", { intent: "adicionar", url, name: "Quebrada" });
      expect(answer.status, url).toBe(400);
      expect(answer.text).toContain(message);
    }
    const library = await asAdmin.get("/admin/media");
    expect(library.text).not.toContain("Quebrada");
  });

  it("Media: a path on this site that is a page or leads to no file is refused like a remote address", async () => {
    for (const [url, message] of [
      ["/modelo-office", imageAddressMessages.notImage],
      ["/privacidade?x=1", imageAddressMessages.notImage],
      ["/images/sumiu.png", imageAddressMessages.httpError(404)],
      [`/uploads/${"0".repeat(32)}.png`, imageAddressMessages.httpError(404)],
      ["/images/../../package.json", imageAddressMessages.httpError(404)],
      ["/manifest.webmanifest", imageAddressMessages.notImage],
    ]) {
      const answer = await asAdmin.post("/admin/media", { intent: "adicionar", url, name: "Página local" });
      expect(answer.status, url).toBe(400);
      expect(answer.text, url).toContain(message);
    }
    const library = await asAdmin.get("/admin/media");
    expect(library.text).not.toContain("Página local");
  });

  it("Media: a path on this site that answers with an image is added (a static file, an upload)", async () => {
    const added = await asAdmin.post("/admin/media", {
      intent: "adicionar",
      url: "/media-samples/modelo-office.webp",
      name: "Office local",
    });
    expect(added.status).toBe(200);
    const form = new FormData();
    form.append("intent", "enviar");
    form.append("files", new Blob([new Uint8Array(photo)], { type: "image/png" }), "foto.png");
    const upload = await fetch(`${server.url}/admin/media`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { cookie: asAdmin.cookieHeader(), origin: server.url },
    });
    expect(upload.status).toBe(200);
    const uploadUrl = /\/uploads\/[a-f0-9]{32}\.png/.exec(await upload.text())?.[0];
    expect(uploadUrl).toBeDefined();
    const again = await asAdmin.post("/admin/media", {
      intent: "adicionar",
      url: uploadUrl ?? "",
      name: "Upload de novo",
    });
    expect(again.status).toBe(200);
    const library = await asAdmin.get("/admin/media");
    expect(library.text).toContain("Office local");
    expect(library.text).toContain("Upload de novo");
  });
});
