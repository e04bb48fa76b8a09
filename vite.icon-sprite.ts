import crypto from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

/**
 * The lucide icons as one shared, cached SVG sprite instead of their paths written into every
 * page (docs/decisions/022). In the build, `import { Menu } from "lucide-react"` resolves to a
 * generated module whose `Menu` draws `<svg …><use href="/assets/icons-<hash>.svg#menu"/></svg>`
 * with lucide's own attributes (app/lib/sprite-icon.tsx); the sprite holds the icons the app
 * imports, found by reading its source. Components keep importing lucide-react as before.
 * `npm run dev` uses lucide-react itself, so edits need no sprite rebuild.
 *
 * Each icon is its own tiny module: a file's `import { Menu, X } from "lucide-react"` is
 * rewritten to one import per icon, so the bundler puts an icon only in the chunks of the pages
 * that draw it. With one module holding every icon, an admin screen's new icon added bytes to
 * every public page's first load (docs/decisions/057).
 */

const virtualId = "\0cota-icon-sprite";
const iconPrefix = "cota-icon:";
/** The sprite file's address, written once for all the icons' modules. */
const hrefId = "\0cota-icon-sprite-href";
const importsOfLucide = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+["']lucide-react["']/g;

interface IconData {
  name: string;
  size?: number;
  node: [string, Record<string, string | number>][];
}

export function lucideSprite({ appDir }: { appDir: string }): Plugin {
  let sprite: { fileName: string; source: string; icons: Map<string, string> } | undefined;
  return {
    name: "cota:lucide-sprite",
    apply: "build",
    enforce: "pre",
    async buildStart() {
      sprite = await buildSprite(appDir);
    },
    resolveId(source) {
      if (source === "lucide-react") return virtualId;
      if (source === hrefId) return hrefId;
      return source.startsWith(iconPrefix) ? `\0${source}` : null;
    },
    transform(code, id) {
      if (id.includes("/node_modules/") || !code.includes("lucide-react")) return null;
      const rewritten = code.replace(importsOfLucide, oneImportPerIcon);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    load(id) {
      if (!sprite) return null;
      if (id === hrefId) return `export const href = ${JSON.stringify(`/${sprite.fileName}`)};\n`;
      const imports = `import { spriteIcon } from ${JSON.stringify(path.join(appDir, "lib/sprite-icon.tsx"))};\nimport { href } from ${JSON.stringify(hrefId)};\n`;
      const exportsOf = (names: string[]) =>
        names.map((exportName) => {
          const iconName = sprite?.icons.get(exportName);
          if (!iconName) throw new Error(`lucide-react has no icon named ${exportName}`);
          return `export const ${exportName} = /*#__PURE__*/ spriteIcon(${JSON.stringify(iconName)}, href);`;
        });
      if (id === virtualId) {
        return `${imports}${exportsOf([...sprite.icons.keys()]).join("\n")}\n`;
      }
      if (id.startsWith(`\0${iconPrefix}`)) {
        const exportName = id.slice(iconPrefix.length + 1);
        return `${imports}${exportsOf([exportName]).join("\n")}\n`;
      }
      return null;
    },
    generateBundle() {
      if (!sprite) return;
      this.emitFile({ type: "asset", fileName: sprite.fileName, source: sprite.source });
    },
  };
}

/** `import { A, B as C } from "lucide-react"` → `import { A } from "cota-icon:A"; import { B as C } …`. */
function oneImportPerIcon(statement: string, specifiers: string): string {
  if (/^import\s+type\b/.test(statement)) return statement;
  const values = specifiers
    .split(",")
    .map((specifier) => specifier.trim())
    .filter((specifier) => specifier && !specifier.startsWith("type "));
  if (values.length === 0) return statement;
  return values
    .map((specifier) => {
      const [imported] = specifier.split(/\s+as\s+/);
      return `import { ${specifier} } from "${iconPrefix}${imported.trim()}"`;
    })
    .join(";");
}

/**
 * The names the app imports from lucide-react, and lucide's file for each: read from lucide's
 * own file layout, not its public interface (docs/internals.md).
 */
export async function buildSprite(appDir: string) {
  const require = createRequire(import.meta.url);
  const lucideIndex = require.resolve("lucide-react").replace(/[\\/]cjs[\\/].*$/, "/esm/lucide-react.mjs");
  const index = await fs.readFile(lucideIndex, "utf8");
  const names = await importedNames(appDir);
  const icons = new Map<string, string>();
  const symbols: string[] = [];
  for (const exportName of [...names].sort()) {
    const file = index.match(
      new RegExp(`default as ${exportName}(?:,|\\s)[^}]*\\} from '(\\./icons/[^']+)'`),
    )?.[1];
    if (!file) throw new Error(`lucide-react has no icon named ${exportName}`);
    const module = (await import(pathToFileURL(path.join(path.dirname(lucideIndex), file)).href)) as {
      __iconData: IconData;
    };
    const data = module.__iconData;
    icons.set(exportName, data.name);
    if (!symbols.some((symbol) => symbol.startsWith(`<symbol id="${data.name}"`))) {
      symbols.push(symbolOf(data));
    }
  }
  const source = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
  const hash = crypto.createHash("sha256").update(source).digest("base64url").slice(0, 10);
  return { fileName: `assets/icons-${hash}.svg`, source, icons };
}

async function importedNames(appDir: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (const file of await fs.readdir(appDir, { recursive: true })) {
    if (!/\.(tsx?|jsx?)$/.test(file)) continue;
    const text = await fs.readFile(path.join(appDir, file), "utf8");
    for (const match of text.matchAll(importsOfLucide)) {
      if (/^import\s+type\b/.test(match[0])) continue;
      for (const specifier of match[1].split(",")) {
        const [imported] = specifier.trim().split(/\s+as\s+/);
        if (imported && !imported.startsWith("type ")) names.add(imported.trim());
      }
    }
  }
  return names;
}

function symbolOf(icon: IconData): string {
  const size = icon.size ?? 24;
  const children = icon.node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
        .join("");
      return `<${tag}${written}/>`;
    })
    .join("");
  return `<symbol id="${icon.name}" viewBox="0 0 ${size} ${size}">${children}</symbol>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
