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
  // Unread, the body is discarded after the answer (http/unread-body.ts).
  if (!formTypes.includes(type)) throw rejected(415);
  const bytes = await readWithin(request.body, maxBytes);
  try {
    return await new Response(bytes, {
      headers: { "Content-Type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw rejected(400);
  }
}

/**
 * The body's bytes, refusing (413) once more than `maxBytes` arrived. The stream is let go, not
 * cancelled: cancelling would destroy the connection before the 413 is sent. The rest of the
 * body is discarded unread (http/unread-body.ts).
 */
async function readWithin(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      seen += value.byteLength;
      if (seen > maxBytes) throw rejected(413);
      chunks.push(value);
    }
  } catch (error) {
    throw error instanceof FormBodyRejected ? error : rejected(400);
  } finally {
    reader.releaseLock();
  }
  return new Uint8Array(Buffer.concat(chunks));
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
  return new Response(error.message, {
    status: error.status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

function rejected(status: 400 | 413 | 415) {
  return new FormBodyRejected(status, messages[status]);
}
