/**
 * Reading a posted form within a size limit. `request.formData()` buffers whatever a client
 * sends (a 200 MB body is read whole before anything looks at it) and throws a TypeError on a
 * body that is not a form, which became a 500. Every action reads its form here instead: a
 * declared length over the limit is refused before reading, a body that grows past it is cut
 * off, and each refusal is a clear 4xx (docs/decisions/011-http-hardening.md).
 */

/** The visitor forms (contact, expo, sign-in and the other /auth forms). */
export const PUBLIC_FORM_MAX_BYTES = 64 * 1024;
/** The admin screens' forms (content sections, settings, the contact form's fields). */
export const ADMIN_FORM_MAX_BYTES = 1024 * 1024;

/** Why a posted body was refused; `status` is what the client is answered. */
export class FormBodyRejected extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

const messages = {
  413: "O envio é grande demais.",
  415: "Formato de envio não aceito: envie o formulário da página.",
  400: "Não foi possível ler o formulário enviado.",
} as const;

const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The form fields of a posted form (urlencoded or multipart), reading at most `maxBytes`. */
export async function readFormBody(request: Request, maxBytes: number): Promise<FormData> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw rejected(413);
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!request.body) return new FormData();
  // Unread, the rest of the body is discarded by Node's HTTP server after the answer.
  if (!formTypes.includes(type)) throw rejected(415);
  let seen = 0;
  const limited = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(new Error("body too large"));
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: limited,
      duplex: "half",
    } as RequestInit).formData();
  } catch {
    throw rejected(seen > maxBytes ? 413 : 400);
  }
}

/**
 * `readFormBody` for an action: a refusal is thrown as a plain-text Response with its status,
 * which React Router sends as it is from an API route and shows in the page's error boundary
 * for a form posted without JavaScript.
 */
export async function readFormOrRefuse(request: Request, maxBytes: number): Promise<FormData> {
  try {
    return await readFormBody(request, maxBytes);
  } catch (error) {
    if (error instanceof FormBodyRejected) throw refusal(error);
    throw error;
  }
}

export function refusal(error: FormBodyRejected): Response {
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8" });
  // A client still sending a huge body is not kept on the connection to send the rest.
  if (error.status === 413) headers.set("Connection", "close");
  return new Response(error.message, { status: error.status, headers });
}

function rejected(status: 400 | 413 | 415) {
  return new FormBodyRejected(status, messages[status]);
}
