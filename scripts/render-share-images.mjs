// `node scripts/render-share-images.mjs`: renders the share cards (1200×630) and app icons to PNG with Chromium.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = fileURLToPath(new URL("..", import.meta.url));
const font = (file) =>
  `data:font/woff2;base64,${fs.readFileSync(path.join(root, "node_modules/@fontsource-variable", file)).toString("base64")}`;
const fonts = `
@font-face{font-family:Inter;font-weight:100 900;src:url(${font("inter/files/inter-latin-wght-normal.woff2")}) format("woff2");}
@font-face{font-family:Inter;font-weight:100 900;src:url(${font("inter/files/inter-latin-ext-wght-normal.woff2")}) format("woff2");unicode-range:U+0100-024F;}
@font-face{font-family:Manrope;font-weight:200 800;src:url(${font("manrope/files/manrope-latin-wght-normal.woff2")}) format("woff2");}
`;

const mark = (size) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 40 40"><rect width="40" height="40" rx="11" fill="#04618d"/><path d="M27.07 12.93A10 10 0 1 0 27.07 27.07" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round"/><circle cx="28.6" cy="20" r="3.4" fill="#f97316"/></svg>`;

const cardCss = `
${fonts}
*{box-sizing:border-box;margin:0}
body{width:1200px;height:630px;overflow:hidden;font-family:Inter,sans-serif;color:#fff;background:#0b1b33;}
.card{position:relative;width:1200px;height:630px;padding:64px 72px;display:flex;flex-direction:column;
 background:
  radial-gradient(900px 600px at 100% -10%, rgba(14,165,233,.35), transparent 60%),
  radial-gradient(700px 500px at -10% 115%, rgba(249,115,22,.22), transparent 60%),
  #0b1b33;}
.grid{position:absolute;inset:0;background-image:linear-gradient(rgba(255,255,255,.045) 1px,transparent 1px),linear-gradient(90deg,rgba(255,255,255,.045) 1px,transparent 1px);background-size:60px 60px;-webkit-mask-image:radial-gradient(ellipse at 70% 40%,#000,transparent 75%);}
.brand{position:relative;display:flex;align-items:center;gap:18px}
.word{font-family:Manrope,Inter,sans-serif;font-weight:800;font-size:44px;letter-spacing:-1px}
.word span{color:#38bdf8}
.eyebrow{position:relative;margin-top:52px;display:inline-flex;align-self:flex-start;align-items:center;gap:10px;border:1px solid rgba(255,255,255,.18);background:rgba(255,255,255,.06);border-radius:999px;padding:10px 22px;font-size:22px;font-weight:600;color:#e0f2fe}
.eyebrow i{width:10px;height:10px;border-radius:50%;background:#f97316;display:block}
h1{position:relative;margin-top:26px;font-family:Manrope,Inter,sans-serif;font-weight:800;font-size:66px;line-height:1.06;letter-spacing:-1.5px;max-width:900px}
h1 em{font-style:normal;color:#fb923c}
.foot{position:relative;margin-top:auto;display:flex;gap:18px;align-items:center}
.pill{border-radius:14px;background:rgba(255,255,255,.08);border:1px solid rgba(255,255,255,.12);padding:14px 22px;font-size:23px;font-weight:600;color:#e2e8f0}
.pill b{color:#fff;font-weight:800}
.cta{margin-left:auto;border-radius:14px;background:#c2410c;padding:16px 28px;font-size:25px;font-weight:800;color:#fff;box-shadow:0 12px 30px rgba(0,0,0,.3)}
.coin{position:absolute;right:-90px;top:120px;width:430px;height:430px;opacity:.13}
`;

const siteCard = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><style>${cardCss}</style>
<div class="card"><div class="grid"></div>
<div class="coin">${mark(430)}</div>
<div class="brand">${mark(72)}<div class="word">Cota <span>Fácil</span></div></div>
<div class="eyebrow"><i></i>Franquia de soluções financeiras</div>
<h1>Seja um franqueado e lucre com <em>soluções financeiras</em></h1>
<div class="foot">
 <div class="pill"><b>+1000</b> franqueados</div>
 <div class="pill"><b>280</b> produtos</div>
 <div class="pill">Comissões de até <b>300%</b></div>
</div></div></html>`;

const expoCard = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><style>${cardCss}
h1{font-size:70px}
.date{position:relative;margin-top:22px;font-size:30px;font-weight:600;color:#cbd5e1}
.date b{color:#fff}
</style>
<div class="card"><div class="grid"></div>
<div class="coin">${mark(430)}</div>
<div class="brand">${mark(72)}<div class="word">Cota <span>Fácil</span></div></div>
<div class="eyebrow"><i></i>Expo ABF 2025 · São Paulo</div>
<h1>Visite nosso estande na <em>Expo ABF 2025</em></h1>
<p class="date"><b>25 a 28 de junho de 2025</b> · Expo Center Norte</p>
<div class="foot">
 <div class="pill"><b>15%</b> de desconto na taxa de franquia</div>
 <div class="cta">Agende sua visita</div>
</div></div></html>`;

// Icons: "any" keeps the rounded mark on transparent; full-bleed ones fill the square
// (iOS and Android mask them themselves).
const iconPage = (
  size,
  fullBleed,
) => `<!doctype html><style>*{margin:0}html,body{width:${size}px;height:${size}px;background:transparent;overflow:hidden}
.bleed{width:${size}px;height:${size}px;background:#04618d;display:flex;align-items:center;justify-content:center}</style>
${
  fullBleed
    ? `<div class="bleed"><svg width="${Math.round(size * 0.72)}" height="${Math.round(size * 0.72)}" viewBox="6 6 28 28"><path d="M27.07 12.93A10 10 0 1 0 27.07 27.07" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round"/><circle cx="28.6" cy="20" r="3.4" fill="#f97316"/></svg></div>`
    : mark(size)
}`;

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
async function shot(html, width, height, out, transparent = false) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  await page.screenshot({ path: out, type: "png", omitBackground: transparent });
  await page.close();
  console.log(out, fs.statSync(out).size);
}
const outDir = process.argv[2] ?? root;
await shot(siteCard, 1200, 630, `${outDir}/public/og/cota-facil-1200x630.png`);
await shot(expoCard, 1200, 630, `${outDir}/public/og/expo-abf-2025-1200x630.png`);
await shot(iconPage(180, true), 180, 180, `${outDir}/public/icons/apple-touch-icon.png`);
await shot(iconPage(192, false), 192, 192, `${outDir}/public/icons/icon-192.png`, true);
await shot(iconPage(512, false), 512, 512, `${outDir}/public/icons/icon-512.png`, true);
await shot(iconPage(512, true), 512, 512, `${outDir}/public/icons/icon-maskable-512.png`);
await browser.close();
