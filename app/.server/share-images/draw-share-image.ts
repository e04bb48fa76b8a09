import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Font } from "fontkit";
import { shareImageSize } from "~/lib/seo";
import type { ShareImageText } from "./share-image-address";

/**
 * Draws a share card (1200×630 PNG) in the site's colours, as the shipped cards in public/og/ look
 * (scripts/render-share-images.mjs): the logo, the title in Manrope ExtraBold, the subtitle in
 * Inter SemiBold (docs/decisions/061).
 *
 * The letters are laid out here with fontkit from the font files the project installs
 * (@fontsource/manrope and @fontsource/inter) and written into the SVG as outlines: the SVG holds
 * no text at all, so what a title contains ("<", "&", quotes) can never be read as SVG, and the
 * drawing needs no font on the machine (sharp's SVG renderer would otherwise pick whatever
 * fontconfig finds). sharp (librsvg) only paints the shapes.
 */

/** A typeface as several files (the Latin subset, then Latin Extended), tried in order per letter. */
type Face = { fonts: Font[]; letterSpacing: number; widths: Map<string, number> };

const require = createRequire(import.meta.url);

function loadFont(fontkit: typeof import("fontkit"), file: string): Font {
  const font = fontkit.create(readFileSync(require.resolve(file)));
  if (!("layout" in font)) throw new Error(`${file} is a font collection`);
  return font;
}

let faces: { heading: Face; text: Face } | undefined;

/**
 * Read once, on the first card drawn: the fonts, and fontkit itself, load when a card is first
 * asked for, not when the server starts.
 */
async function loadFaces() {
  if (faces) return faces;
  const fontkit = await import("fontkit");
  faces = {
    heading: {
      fonts: [
        loadFont(fontkit, "@fontsource/manrope/files/manrope-latin-800-normal.woff2"),
        loadFont(fontkit, "@fontsource/manrope/files/manrope-latin-ext-800-normal.woff2"),
      ],
      letterSpacing: -0.022,
      widths: new Map(),
    },
    text: {
      fonts: [
        loadFont(fontkit, "@fontsource/inter/files/inter-latin-600-normal.woff2"),
        loadFont(fontkit, "@fontsource/inter/files/inter-latin-ext-600-normal.woff2"),
      ],
      letterSpacing: 0,
      widths: new Map(),
    },
  };
  return faces;
}

/** Pieces of a text each drawn with the first font of the face that has its letters. */
function runsOf(face: Face, text: string): { font: Font; text: string }[] {
  const runs: { font: Font; text: string }[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    // A letter no file has is drawn by the first one (its empty-box glyph).
    const font = face.fonts.find((candidate) => candidate.hasGlyphForCodePoint(codePoint)) ?? face.fonts[0];
    const last = runs[runs.length - 1];
    if (last?.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}

/** A line's outline as SVG path data from (x, baseline), and its width; `size` in pixels. */
function shape(face: Face, text: string, size: number, x = 0, baseline = 0): { path: string; width: number } {
  let cursor = x;
  let path = "";
  const spacing = face.letterSpacing * size;
  for (const run of runsOf(face, text)) {
    const scale = size / run.font.unitsPerEm;
    const glyphRun = run.font.layout(run.text);
    glyphRun.glyphs.forEach((glyph, index) => {
      const position = glyphRun.positions[index];
      path += glyph.path
        .scale(scale, -scale)
        .translate(cursor + position.xOffset * scale, baseline - position.yOffset * scale)
        .toSVG();
      cursor += position.xAdvance * scale + spacing;
    });
  }
  return { path, width: cursor - x - (text ? spacing : 0) };
}

/**
 * A text's width at 1 pixel per em (widths grow with the size), without drawing it. Wrapping
 * measures words and joins them, so each word is laid out once whatever sizes are tried.
 */
function emWidth(face: Face, text: string): number {
  const known = face.widths.get(text);
  if (known !== undefined) return known;
  let width = 0;
  let letters = 0;
  for (const run of runsOf(face, text)) {
    const glyphRun = run.font.layout(run.text);
    width += glyphRun.advanceWidth / run.font.unitsPerEm;
    letters += glyphRun.glyphs.length;
  }
  width += face.letterSpacing * Math.max(letters - 1, 0);
  if (face.widths.size > 2000) face.widths.clear();
  face.widths.set(text, width);
  return width;
}

/** Width in pixels of words set on one line. */
function lineWidth(face: Face, words: string[], size: number): number {
  const space = emWidth(face, " ") + 2 * face.letterSpacing;
  return size * (words.reduce((sum, word) => sum + emWidth(face, word), 0) + space * (words.length - 1));
}

/**
 * The text in at most `maxLines` lines of at most `maxWidth` pixels, at the first of `sizes` where
 * it fits; at the smallest size, what does not fit ends in "…".
 */
function fitLines(face: Face, text: string, sizes: number[], maxWidth: number, maxLines: number) {
  for (const size of sizes) {
    const lines = wrap(face, text, size, maxWidth);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes[sizes.length - 1];
  const lines = wrap(face, text, size, maxWidth).slice(0, maxLines);
  let last = lines[maxLines - 1];
  while (last && lineWidth(face, `${last}…`.split(" "), size) > maxWidth) {
    last = Array.from(last).slice(0, -1).join("");
  }
  lines[maxLines - 1] = `${last.trimEnd()}…`;
  return { size, lines };
}

/** Greedy wrapping at spaces; a word wider than a line is broken between letters. */
function wrap(face: Face, text: string, size: number, maxWidth: number): string[] {
  const lines: string[][] = [];
  let line: string[] = [];
  for (const word of text.split(" ")) {
    if (lineWidth(face, [...line, word], size) <= maxWidth) {
      line.push(word);
      continue;
    }
    if (line.length > 0) lines.push(line);
    line = [];
    let piece = "";
    for (const character of word) {
      if (piece && emWidth(face, piece + character) * size > maxWidth) {
        lines.push([piece]);
        piece = "";
      }
      piece += character;
    }
    line = [piece];
  }
  if (line.length > 0) lines.push(line);
  return lines.map((words) => words.join(" "));
}

/** The baseline of a line of `lineHeight` pixels starting at `top`, its letters centred in it. */
function baselineIn(face: Face, size: number, top: number, lineHeight: number): number {
  const font = face.fonts[0];
  const scale = size / font.unitsPerEm;
  const ascent = font.ascent * scale;
  const descent = -font.descent * scale;
  return top + (lineHeight - (ascent + descent)) / 2 + ascent;
}

const colours = {
  ink: "#0b1b33",
  sky: "#0ea5e9",
  skyText: "#38bdf8",
  orange: "#f97316",
  brand: "#04618d",
  white: "#ffffff",
  soft: "#cbd5e1",
};

/** The brand's mark (public/brand/cota-facil-mark.svg), 40 units wide. */
const mark = `<rect width="40" height="40" rx="11" fill="${colours.brand}"/><path d="M27.07 12.93A10 10 0 1 0 27.07 27.07" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round"/><circle cx="28.6" cy="20" r="3.4" fill="${colours.orange}"/>`;

const layout = {
  left: 72,
  textWidth: 800,
  titleSizes: [72, 66, 60, 54, 48],
  titleLines: 3,
  subtitleSizes: [32, 28],
  subtitleLines: 2,
  // The title and subtitle are centred between the logo and the card's bottom margin.
  blockTop: 190,
  blockBottom: 566,
};

/** The card as SVG: shapes only (see the module's comment). */
export async function shareImageSvg({ title, subtitle }: Required<ShareImageText>): Promise<string> {
  const { heading, text } = await loadFaces();
  const { width, height } = shareImageSize;

  const titleFit = fitLines(heading, title, layout.titleSizes, layout.textWidth, layout.titleLines);
  const titleLineHeight = Math.round(titleFit.size * 1.08);
  const subtitleFit = subtitle
    ? fitLines(text, subtitle, layout.subtitleSizes, layout.textWidth, layout.subtitleLines)
    : null;
  const subtitleLineHeight = subtitleFit ? Math.round(subtitleFit.size * 1.3) : 0;
  const gap = subtitleFit ? 26 : 0;
  const blockHeight =
    titleFit.lines.length * titleLineHeight + gap + (subtitleFit?.lines.length ?? 0) * subtitleLineHeight;
  let top = Math.round(layout.blockTop + (layout.blockBottom - layout.blockTop - blockHeight) / 2);
  // An orange rule over the title, as the shipped cards' orange touches.
  const rule = `<rect x="${layout.left}" y="${top - 22}" width="64" height="6" rx="3" fill="${colours.orange}"/>`;

  let titlePath = "";
  for (const line of titleFit.lines) {
    titlePath += shape(
      heading,
      line,
      titleFit.size,
      layout.left,
      baselineIn(heading, titleFit.size, top, titleLineHeight),
    ).path;
    top += titleLineHeight;
  }
  top += gap;
  let subtitlePath = "";
  for (const line of subtitleFit?.lines ?? []) {
    const size = subtitleFit?.size ?? 0;
    subtitlePath += shape(
      text,
      line,
      size,
      layout.left,
      baselineIn(text, size, top, subtitleLineHeight),
    ).path;
    top += subtitleLineHeight;
  }

  // The logo: the mark, then "Cota Fácil" as the site's header draws it.
  const wordSize = 44;
  const wordBaseline = baselineIn(heading, wordSize, 64, 72);
  const cota = shape(heading, "Cota ", wordSize, 162, wordBaseline);
  const facil = shape(heading, "Fácil", wordSize, 162 + cota.width, wordBaseline);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<radialGradient id="sky" gradientUnits="userSpaceOnUse" cx="1200" cy="-63" r="900" gradientTransform="translate(0 -21) scale(1 0.667)">
<stop offset="0" stop-color="${colours.sky}" stop-opacity="0.35"/><stop offset="0.6" stop-color="${colours.sky}" stop-opacity="0"/>
</radialGradient>
<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="-120" cy="725" r="700" gradientTransform="translate(0 207) scale(1 0.714)">
<stop offset="0" stop-color="${colours.orange}" stop-opacity="0.22"/><stop offset="0.6" stop-color="${colours.orange}" stop-opacity="0"/>
</radialGradient>
<pattern id="grid" width="60" height="60" patternUnits="userSpaceOnUse">
<path d="M0 0.5H60M0.5 0V60" stroke="#ffffff" stroke-opacity="0.045" fill="none"/>
</pattern>
<radialGradient id="fade" gradientUnits="userSpaceOnUse" cx="840" cy="252" r="760">
<stop offset="0" stop-color="#ffffff"/><stop offset="0.75" stop-color="#ffffff" stop-opacity="0"/>
</radialGradient>
<mask id="gridMask"><rect width="${width}" height="${height}" fill="url(#fade)"/></mask>
</defs>
<rect width="${width}" height="${height}" fill="${colours.ink}"/>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
<rect width="${width}" height="${height}" fill="url(#grid)" mask="url(#gridMask)"/>
<g transform="translate(860 120) scale(10.75)" opacity="0.13">${mark}</g>
<g transform="translate(72 64) scale(1.8)">${mark}</g>
<path d="${cota.path}" fill="${colours.white}"/>
<path d="${facil.path}" fill="${colours.skyText}"/>
${rule}
<path d="${titlePath}" fill="${colours.white}"/>
${subtitlePath ? `<path d="${subtitlePath}" fill="${colours.soft}"/>` : ""}
</svg>`;
}

/** The card as a PNG. */
export async function drawShareImage(text: Required<ShareImageText>): Promise<Buffer> {
  // The card is opaque: no alpha channel (a quarter fewer bytes).
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(await shareImageSvg(text)))
    .removeAlpha()
    .png()
    .toBuffer();
}
