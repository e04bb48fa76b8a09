import sharp, { type Metadata, type Sharp } from "sharp";

/**
 * Checks an uploaded file and prepares what gets stored: the type comes from the bytes (sharp
 * reads the header), never from the file name or the type the browser declared; the original
 * is re-encoded in its own format (applies the camera's orientation and drops metadata such as
 * the GPS position of a phone photo), plus resized WebP copies for the pages' srcset.
 */

export type AcceptedType = "image/jpeg" | "image/png" | "image/webp" | "image/avif" | "image/gif";

/** Widths of the WebP copies; never wider than the original. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** Above this many pixels a small file can still unpack into gigabytes (a "decompression bomb"). */
export const MAX_PIXELS = 50_000_000;

export const ACCEPTED_DESCRIPTION = "JPEG, PNG, WebP, AVIF ou GIF";

export type EncodedImage = {
  bytes: Buffer;
  width: number;
  height: number;
  type: AcceptedType;
  extension: string;
};

export type PreparedImage = { original: EncodedImage; variants: EncodedImage[] };

/** A file the library does not take, with the notice that says why (pt-BR). */
export class MediaRejected extends Error {
  constructor(
    readonly title: string,
    readonly description: string,
  ) {
    super(`${title}: ${description}`);
  }
}

type Format = { type: AcceptedType; extension: string; animated: boolean };

/** What the bytes are, from sharp's reading of the header; null when not an accepted type. */
function formatOf(metadata: Metadata): Format | null {
  switch (metadata.format) {
    case "jpeg":
      return { type: "image/jpeg", extension: "jpg", animated: false };
    case "png":
      return { type: "image/png", extension: "png", animated: false };
    case "webp":
      return { type: "image/webp", extension: "webp", animated: (metadata.pages ?? 1) > 1 };
    case "gif":
      return { type: "image/gif", extension: "gif", animated: (metadata.pages ?? 1) > 1 };
    case "heif":
      // HEIF holds AVIF (AV1) and Apple's HEIC (HEVC); browsers show only AVIF.
      return metadata.compression === "av1"
        ? { type: "image/avif", extension: "avif", animated: false }
        : null;
    default:
      return null;
  }
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${Math.round(size / 1024)} KB`;
  const mb = size / (1024 * 1024);
  return `${mb.toLocaleString("pt-BR", { maximumFractionDigits: mb < 10 ? 1 : 0 })} MB`;
}

/** Refuses a file over the limit before any decoding. */
export function checkSize(fileName: string, size: number, maxBytes: number): void {
  if (size > maxBytes) {
    throw new MediaRejected(
      "Arquivo muito grande",
      `“${fileName}” tem ${formatBytes(size)}; o limite é ${formatBytes(maxBytes)} por imagem.`,
    );
  }
  if (size === 0) throw new MediaRejected("Arquivo vazio", `“${fileName}” não tem conteúdo.`);
}

async function readFormat(
  fileName: string,
  bytes: Buffer,
): Promise<Format & { width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    metadata = { format: undefined } as unknown as Metadata;
  }
  if (metadata.format === "svg") {
    // An SVG can carry scripts and links: refused rather than sanitised.
    throw new MediaRejected(
      "Tipo de arquivo não aceito",
      `“${fileName}” é um SVG, que não é aceito por segurança. Envie ${ACCEPTED_DESCRIPTION}.`,
    );
  }
  const format = formatOf(metadata);
  if (!format || !metadata.width || !metadata.height) {
    throw new MediaRejected(
      "Tipo de arquivo não aceito",
      `“${fileName}” não é uma imagem ${ACCEPTED_DESCRIPTION} válida.`,
    );
  }
  const height = metadata.pageHeight ?? metadata.height;
  if (metadata.width * height > MAX_PIXELS) {
    throw new MediaRejected(
      "Imagem grande demais",
      `“${fileName}” tem ${metadata.width} × ${height} pixels; o limite é ${MAX_PIXELS / 1_000_000} megapixels.`,
    );
  }
  return { ...format, width: metadata.width, height };
}

function encodeAs(pipeline: Sharp, type: AcceptedType): Sharp {
  switch (type) {
    case "image/jpeg":
      return pipeline.jpeg({ quality: 88, mozjpeg: true });
    case "image/png":
      return pipeline.png();
    case "image/webp":
      return pipeline.webp({ quality: 88 });
    case "image/avif":
      // Low effort: AVIF encoding is slow and the original is rarely the file pages use.
      return pipeline.avif({ quality: 65, effort: 2 });
    case "image/gif":
      return pipeline.gif();
  }
}

async function encode(
  bytes: Buffer,
  format: Format,
  type: AcceptedType,
  extension: string,
  width?: number,
): Promise<EncodedImage> {
  let pipeline = sharp(bytes, { animated: format.animated, limitInputPixels: MAX_PIXELS }).rotate();
  if (width) pipeline = pipeline.resize({ width, withoutEnlargement: true });
  const { data, info } = await encodeAs(pipeline, type).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.pageHeight ?? info.height, type, extension };
}

/** The widths of the WebP copies of an image `width` pixels wide (at least one, never upscaled). */
export function variantWidths(width: number): number[] {
  const widest = Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  return [...new Set([...VARIANT_WIDTHS.filter((w) => w < widest), widest])];
}

/** Checks `bytes` and makes the files to store; throws MediaRejected with the reason. */
export async function prepareImage(
  fileName: string,
  bytes: Buffer,
  maxBytes: number,
): Promise<PreparedImage> {
  checkSize(fileName, bytes.byteLength, maxBytes);
  const format = await readFormat(fileName, bytes);
  try {
    const original = await encode(bytes, format, format.type, format.extension);
    const variants: EncodedImage[] = [];
    // One after the other: the machine's cores are shared with the requests.
    for (const width of variantWidths(original.width)) {
      variants.push(await encode(bytes, format, "image/webp", "webp", width));
    }
    return { original, variants };
  } catch (error) {
    if (error instanceof MediaRejected) throw error;
    // A header that reads fine over a body that does not (a truncated or damaged file).
    throw new MediaRejected("Imagem danificada", `Não foi possível ler “${fileName}”. Envie outro arquivo.`);
  }
}
