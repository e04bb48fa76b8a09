import { chromium } from "playwright";

const [url, out, width] = process.argv.slice(2);
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
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: "networkidle" });
const target = page.locator(process.argv[5] ?? "body").first();
await target.scrollIntoViewIfNeeded();
await target.screenshot({ path: out });
await browser.close();
