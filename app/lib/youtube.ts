/**
 * A YouTube video as the marketing team pastes it: the watch address, the short youtu.be link,
 * the /embed/ or /shorts/ address, or the bare 11-character id. The site stores the id only.
 */

const videoIdPattern = /^[A-Za-z0-9_-]{11}$/;
const youtubeHosts = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com"]);

export const youtubeVideoMessage =
  "Informe um endereço de vídeo do YouTube (youtube.com/watch?v=…, youtu.be/…) ou o código de 11 caracteres do vídeo";

/** The video's id, or null when the text is neither a YouTube video address nor an id. */
export function youtubeVideoId(input: string): string | null {
  const text = input.trim();
  if (videoIdPattern.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  let candidate: string | null | undefined;
  if (host === "youtu.be") candidate = url.pathname.split("/")[1];
  else if (youtubeHosts.has(host) || youtubeHosts.has(`www.${host}`)) {
    const [, first, second] = url.pathname.split("/");
    if (first === "watch") candidate = url.searchParams.get("v");
    else if (first === "embed" || first === "shorts" || first === "live" || first === "v") candidate = second;
  }
  return candidate && videoIdPattern.test(candidate) ? candidate : null;
}

/** The video platform's own still of a video: shown when no poster image was chosen. */
export function youtubeThumbnailUrl(id: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(id)}/hqdefault.jpg`;
}

/** The privacy-enhanced player address that starts the video at once. */
export function videoEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;
}

/** The video's own page on the platform: where its play link leads without JavaScript. */
export function videoWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}
