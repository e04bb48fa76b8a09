import http from "node:http";

/**
 * A browser stand-in for the auth tests: posts the app's forms the way a browser without
 * JavaScript does (form-encoded, with an Origin header), keeps cookies, and never follows
 * redirects, so each answer can be checked.
 *
 *   const visitor = new Visitor(server.url);
 *   const answer = await visitor.post("/auth", { intent: "login", email, password });
 *   expect(answer.status).toBe(303);
 *   expect(answer.location).toBe("/admin");
 *   expect((await visitor.get("/admin")).status).toBe(200);
 */

export type Answer = {
  status: number;
  location: string | null;
  /** Set-Cookie headers of the answer, raw. */
  setCookies: string[];
  text: string;
  headers: Headers;
};

export type VisitorOptions = {
  /** Extra headers on every request (e.g. X-Forwarded-For). */
  headers?: Record<string, string>;
  /**
   * The local address to connect from, e.g. "127.0.0.7": on Linux all of 127.0.0.0/8 is
   * loopback, so tests can be several clients with distinct real addresses.
   */
  localAddress?: string;
};

export class Visitor {
  readonly cookies = new Map<string, string>();
  readonly headers: Record<string, string>;
  readonly localAddress: string | undefined;

  constructor(
    readonly baseUrl: string,
    options: VisitorOptions = {},
  ) {
    this.headers = options.headers ?? {};
    this.localAddress = options.localAddress;
  }

  cookieHeader(): string {
    return Array.from(this.cookies, ([name, value]) => `${name}=${value}`).join("; ");
  }

  private async send(
    path: string,
    init: { method: string; body?: string; headers?: Record<string, string> },
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...this.headers, ...init.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const response = await request(new URL(path, this.baseUrl), {
      method: init.method,
      headers,
      body: init.body,
      localAddress: this.localAddress,
    });
    const setCookies = response.headers.getSetCookie();
    for (const cookie of setCookies) {
      const [pair, ...attributes] = cookie.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return {
      status: response.status,
      location: response.headers.get("location"),
      setCookies,
      text: response.text,
      headers: response.headers,
    };
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send(path, { method: "GET", headers });
  }

  /** A form post, as a browser sends it (Origin: the site's own). */
  post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send(path, {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: new URL(this.baseUrl).origin,
        ...headers,
      },
    });
  }

  /** A JSON post to Better Auth's own endpoints (they require an Origin header). */
  postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send(path, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", origin: new URL(this.baseUrl).origin, ...headers },
    });
  }

  /** The notice a redirect left in the flash cookie, decoded (its signature is not checked). */
  flash(): { title: string; description?: string } | null {
    const value = this.cookies.get("cota_flash");
    if (!value) return null;
    const payload = decodeURIComponent(value).split(".")[0];
    return JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  }

  signedIn(): boolean {
    return Array.from(this.cookies.keys()).some((name) => name.endsWith("cota.session_token"));
  }
}

/** Fields of a valid sign-up form. */
export function signUpFields(email: string, password = "segredo123", fullName = "Maria da Silva") {
  return { intent: "cadastro", fullName, email, password, confirmPassword: password };
}

/** One HTTP request without redirects or decompression, optionally from a given local address. */
function request(
  url: URL,
  options: { method: string; headers: Record<string, string>; body?: string; localAddress?: string },
): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method, headers: options.headers, localAddress: options.localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
              headers.append(name, item);
            }
          }
          resolve({ status: res.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString("utf8") });
        });
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${options.method} ${url} timed out`)));
    req.on("error", reject);
    req.end(options.body);
  });
}
