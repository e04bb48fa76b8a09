import { anchorClashMessage, blockTypeClash } from "~/content/pages/block-anchors";
import { MAX_BLOCKS, type PageBlock, type PageDocument, pageNavPlaces } from "~/content/pages/page-document";
import type { FieldSpec } from "~/content/registry/define";
import {
  applyListIntent,
  type FieldDifference,
  formToSectionInput,
  sectionDifferences,
} from "~/content/registry/values";

/**
 * The page editor's form ("Páginas" › a page): reading a posted form into a page document,
 * and the buttons that change the form without saving it (add, remove and move blocks, switch a
 * block between the site's value and its own, the lists inside a block). Input names follow the
 * section editor's: "title", "seo.description", "blocks[2].value.items[0].title". The store
 * checks the document (`checkPageDocument`); this module only shapes what was sent.
 */

/** What the editor needs of a block type (plain data: the screen receives it from its loader). */
export type BlockTypeInfo = {
  type: string;
  label: string;
  description: string;
  fields: FieldSpec[];
  siteSection?: string;
  oncePerPage?: boolean;
  /** The element ids its blocks draw (content/pages/block-anchors.ts). */
  anchors?: readonly string[];
  version?: number;
  defaults: unknown;
};

export type BlockTypes = Readonly<Record<string, BlockTypeInfo>>;

/** A page as the form holds it: the document's shape, not yet checked. */
export type PageInput = Omit<PageDocument, "blocks"> & { blocks: PageBlock[] };

const MAX_KEPT_CHARS = 200_000;

/** The prefix of block `index`'s fields. */
export function blockPrefix(index: number): string {
  return `blocks[${index}].`;
}

/** The prefix of the inputs of block `index`'s own value. */
export function blockValuePrefix(index: number): string {
  return `blocks[${index}].value.`;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The block indexes as the form sent them ("blocks[3].id" → 3), in order. */
function blockIndexes(form: FormData): number[] {
  const indexes: number[] = [];
  for (const key of form.keys()) {
    const match = /^blocks\[(\d{1,3})\]\./.exec(key);
    if (match && !indexes.includes(Number(match[1]))) indexes.push(Number(match[1]));
  }
  return indexes.slice(0, MAX_BLOCKS + 1);
}

/** The inputs under `prefix`, with the prefix taken off: a form the section reader understands. */
function formUnder(form: FormData, prefix: string): FormData {
  const inner = new FormData();
  for (const [key, value] of form.entries()) {
    if (key.startsWith(prefix) && typeof value === "string") inner.append(key.slice(prefix.length), value);
  }
  return inner;
}

/** A value carried in a hidden JSON input (a block showing the site's value keeps its own one). */
function keptValue(form: FormData, name: string): unknown {
  const raw = form.get(name);
  if (typeof raw !== "string" || raw === "" || raw.length > MAX_KEPT_CHARS) return undefined;
  try {
    // null: the block had no value of its own (a block made to show the site's value).
    return JSON.parse(raw) ?? undefined;
  } catch {
    return undefined;
  }
}

function readBlock(form: FormData, index: number, types: BlockTypes): PageBlock {
  const prefix = blockPrefix(index);
  const type = text(form, `${prefix}type`);
  const definition = Object.hasOwn(types, type) ? types[type] : undefined;
  const source = text(form, `${prefix}source`) === "site" && definition?.siteSection ? "site" : "own";
  const sentVersion = Number(text(form, `${prefix}schemaVersion`));
  // The fields drawn are the type's: what they send is a value of its current version.
  if (definition && source === "own" && !form.has(`${prefix}kept`)) {
    return {
      id: text(form, `${prefix}id`),
      type,
      source,
      value: formToSectionInput(definition.fields, formUnder(form, blockValuePrefix(index))),
      schemaVersion: definition.version ?? 1,
    };
  }
  return {
    id: text(form, `${prefix}id`),
    type,
    source,
    value: keptValue(form, `${prefix}kept`),
    schemaVersion: Number.isSafeInteger(sentVersion) && sentVersion >= 1 ? sentVersion : 1,
  };
}

/** The page a posted form describes. */
export function formToPageInput(form: FormData, types: BlockTypes): PageInput {
  const nav = form
    .getAll("nav")
    .filter((place): place is (typeof pageNavPlaces)[number] =>
      (pageNavPlaces as readonly unknown[]).includes(place),
    );
  return {
    title: text(form, "title"),
    path: text(form, "path"),
    seo: {
      title: text(form, "seo.title"),
      description: text(form, "seo.description"),
      image: text(form, "seo.image"),
      noindex: form.has("seo.noindex"),
    },
    nav: [...new Set(nav)],
    hideHeaderNav: form.has("hideHeaderNav"),
    blocks: blockIndexes(form).map((index) => readBlock(form, index, types)),
  };
}

/** A block id no other block of the page has (stable: the block's editor and anchor key). */
export function newBlockId(page: Pick<PageInput, "blocks">): string {
  const taken = new Set(page.blocks.map((block) => block.id));
  for (;;) {
    const id = `b-${Math.random().toString(36).slice(2, 10)}`;
    if (!taken.has(id)) return id;
  }
}

/** A new block of `type`: the site's value where there is one (the common case), else its defaults. */
export function newBlock(type: BlockTypeInfo, page: Pick<PageInput, "blocks">): PageBlock {
  return {
    id: newBlockId(page),
    type: type.type,
    source: type.siteSection ? "site" : "own",
    value: structuredClone(type.defaults),
    schemaVersion: type.version ?? 1,
  };
}

export type PageFormChange =
  | { ok: true; page: PageInput; focus: string; message: string }
  | { ok: false; message: string };

/** The intents of the buttons that change the form without saving. */
export function isPageFormIntent(intent: string): boolean {
  return /^(block-(add|remove|up|down|source)|list-(add|remove|up|down))(:|$)/.test(intent);
}

/**
 * A button that changes the form without saving it: the page as it comes back, and where the
 * cursor goes (an element id prefix: "bloco-<id>" or a field's name).
 */
export function applyPageIntent(
  page: PageInput,
  intent: string,
  types: BlockTypes,
  form?: FormData,
): PageFormChange | null {
  if (intent === "block-add") {
    const type = form ? text(form, "newBlockType") : "";
    const definition = Object.hasOwn(types, type) ? types[type] : undefined;
    if (!definition) return { ok: false, message: "Escolha o tipo de bloco a adicionar." };
    if (page.blocks.length >= MAX_BLOCKS)
      return { ok: false, message: `Uma página tem no máximo ${MAX_BLOCKS} blocos.` };
    if (definition.oncePerPage && page.blocks.some((block) => block.type === type))
      return {
        ok: false,
        message: `A página já tem um bloco “${definition.label}”: ele só pode aparecer uma vez.`,
      };
    // Two openings, or a segment's benefits beside the benefits block, would repeat ids.
    const clash = blockTypeClash(definition, page.blocks, (other) =>
      Object.hasOwn(types, other) ? types[other] : undefined,
    );
    if (clash)
      return {
        ok: false,
        message: anchorClashMessage(
          definition.label,
          types[clash.block.type]?.label ?? clash.block.type,
          clash.anchor,
        ),
      };
    const block = newBlock(definition, page);
    return {
      ok: true,
      page: { ...page, blocks: [...page.blocks, block] },
      focus: blockElementId(block.id),
      message: `Bloco “${definition.label}” adicionado no fim da página.`,
    };
  }
  const blockMatch = /^block-(remove|up|down|source):(\d{1,3})(?::(site|own))?$/.exec(intent);
  if (blockMatch) return changeBlock(page, blockMatch[1], Number(blockMatch[2]), blockMatch[3], types);
  const listMatch = /^list-(add|remove|up|down):blocks\[(\d{1,3})\]\.value\.(.+)$/.exec(intent);
  if (listMatch) {
    const [, operation, indexText, target] = listMatch;
    const index = Number(indexText);
    const block = page.blocks[index];
    const definition = block && Object.hasOwn(types, block.type) ? types[block.type] : undefined;
    if (!block || !definition || block.source !== "own") return null;
    const changed = applyListIntent(definition.fields, block.value, `list-${operation}:${target}`);
    if (!changed) return null;
    const blocks = page.blocks.map((each, at) => (at === index ? { ...each, value: changed.value } : each));
    return {
      ok: true,
      page: { ...page, blocks },
      focus: `${blockValuePrefix(index)}${changed.focus}`,
      message: "Lista alterada.",
    };
  }
  return null;
}

function changeBlock(
  page: PageInput,
  operation: string,
  index: number,
  source: string | undefined,
  types: BlockTypes,
): PageFormChange | null {
  const block = page.blocks[index];
  if (!block) return null;
  const label = (Object.hasOwn(types, block.type) ? types[block.type].label : block.type) || "Bloco";
  if (operation === "remove") {
    const blocks = page.blocks.filter((_, at) => at !== index);
    const next = blocks[Math.min(index, blocks.length - 1)];
    return {
      ok: true,
      page: { ...page, blocks },
      focus: next ? blockElementId(next.id) : "blocos",
      message: `Bloco “${label}” removido.`,
    };
  }
  if (operation === "source") {
    const definition = Object.hasOwn(types, block.type) ? types[block.type] : undefined;
    if (!definition?.siteSection || (source !== "site" && source !== "own")) return null;
    const value = block.value == null ? structuredClone(definition.defaults) : block.value;
    const chosen: PageBlock["source"] = source;
    const blocks = page.blocks.map((each, at) => (at === index ? { ...each, source: chosen, value } : each));
    return {
      ok: true,
      page: { ...page, blocks },
      focus: blockElementId(block.id),
      message:
        source === "own"
          ? `O bloco “${label}” agora tem conteúdo próprio.`
          : `O bloco “${label}” agora mostra o valor do site.`,
    };
  }
  const other = operation === "up" ? index - 1 : index + 1;
  if (other < 0 || other >= page.blocks.length)
    return { ok: true, page, focus: blockElementId(block.id), message: "" };
  const blocks = [...page.blocks];
  [blocks[index], blocks[other]] = [blocks[other], blocks[index]];
  return {
    ok: true,
    page: { ...page, blocks },
    focus: blockElementId(block.id),
    message: `Bloco “${label}” movido para a posição ${other + 1}.`,
  };
}

/** The id of a block's card on the editor (the cursor goes back to it after a block button). */
export function blockElementId(blockId: string): string {
  return `bloco-${blockId}`;
}

const navLabels: Record<(typeof pageNavPlaces)[number], string> = {
  header: "Cabeçalho",
  segments: "Por segmento",
  footer: "Rodapé",
};

/** "Cabeçalho", "Por segmento", "Rodapé": where a page can be linked, as the screen says it. */
export function navPlaceLabel(place: (typeof pageNavPlaces)[number]): string {
  return navLabels[place];
}

/** The page's own fields as FieldSpecs: for comparing two versions with the sections' table. */
const pageFieldSpecs: FieldSpec[] = [
  { name: "title", label: "Título", kind: "text" },
  { name: "path", label: "Endereço", kind: "text" },
  {
    name: "seo",
    label: "Buscadores e redes sociais",
    kind: "group",
    fields: [
      { name: "title", label: "Título para buscadores", kind: "text" },
      { name: "description", label: "Descrição", kind: "textarea" },
      { name: "image", label: "Imagem de compartilhamento", kind: "image" },
    ],
  },
];

function shownPlaces(page: PageInput | null): string {
  const places = page?.nav ?? [];
  return places.length ? places.map(navPlaceLabel).join(", ") : "—";
}

function shownFlag(value: boolean | undefined): string {
  return value ? "Sim" : "Não";
}

/**
 * What differs between two versions of a page, field by field: the page's fields, then each
 * block by position (its type, where its content comes from, and its own value's fields).
 */
export function pageDifferences(
  before: PageInput | null,
  after: PageInput | null,
  types: BlockTypes,
): FieldDifference[] {
  const differences = sectionDifferences(pageFieldSpecs, before, after);
  const flags: [string, string, string, string][] = [
    ["nav", "Links para a página", shownPlaces(before), shownPlaces(after)],
    ["seo.noindex", "Fora dos buscadores", shownFlag(before?.seo.noindex), shownFlag(after?.seo.noindex)],
    [
      "hideHeaderNav",
      "Esconder o menu do cabeçalho",
      shownFlag(before?.hideHeaderNav),
      shownFlag(after?.hideHeaderNav),
    ],
  ];
  for (const [field, label, left, right] of flags) {
    if (left !== right) differences.push({ field, label, before: left, after: right });
  }
  const count = Math.max(before?.blocks.length ?? 0, after?.blocks.length ?? 0);
  for (let index = 0; index < count; index++) {
    const left = before?.blocks[index];
    const right = after?.blocks[index];
    const name = `Bloco ${index + 1}`;
    const typeLabel = (block: PageBlock | undefined) =>
      block ? (Object.hasOwn(types, block.type) ? types[block.type].label : block.type) : "—";
    if (left?.type !== right?.type) {
      differences.push({
        field: `blocks[${index}]`,
        label: name,
        before: typeLabel(left),
        after: typeLabel(right),
      });
      continue;
    }
    if (!left || !right) continue;
    const sourceLabel = (block: PageBlock) =>
      block.source === "site" ? "Valor do site" : "Conteúdo próprio";
    if (left.source !== right.source) {
      differences.push({
        field: `blocks[${index}].source`,
        label: `${name} (${typeLabel(left)}) › Conteúdo`,
        before: sourceLabel(left),
        after: sourceLabel(right),
      });
    }
    const definition = Object.hasOwn(types, left.type) ? types[left.type] : undefined;
    if (!definition || (left.source === "site" && right.source === "site")) continue;
    for (const difference of sectionDifferences(definition.fields, left.value, right.value)) {
      differences.push({
        field: `${blockValuePrefix(index)}${difference.field}`,
        label: `${name} (${typeLabel(left)}) › ${difference.label}`,
        before: difference.before,
        after: difference.after,
      });
    }
  }
  return differences;
}

/**
 * What publishing the draft changes beyond the page itself, in the words "Páginas" shows before
 * the button: the links and menu entries it adds or removes, a new address and the redirect the
 * old one gets, the search engines.
 */
export function publishChanges(published: PageInput | null, draft: PageInput): string[] {
  const changes: string[] = [];
  const before = new Set(published?.nav ?? []);
  const after = new Set(draft.nav);
  if (!published) changes.push(`A página passa a responder em ${draft.path}.`);
  const added = pageNavPlaces.filter((place) => after.has(place) && !before.has(place));
  const removed = pageNavPlaces.filter((place) => before.has(place) && !after.has(place));
  const kept = pageNavPlaces.filter((place) => before.has(place) && after.has(place));
  if (added.length) changes.push(`Aparece em: ${added.map(navPlaceLabel).join(", ")}.`);
  if (removed.length) changes.push(`Sai de: ${removed.map(navPlaceLabel).join(", ")}.`);
  if (published && kept.length && published.title !== draft.title)
    changes.push(
      `O link em ${kept.map(navPlaceLabel).join(", ")} passa de “${published.title}” para “${draft.title}”.`,
    );
  if (published && published.path !== draft.path)
    changes.push(`O endereço antigo ${published.path} passará a redirecionar para ${draft.path}.`);
  if (draft.seo.noindex && !published?.seo.noindex)
    changes.push(published ? "Sai dos buscadores e do sitemap." : "Fica fora dos buscadores e do sitemap.");
  else if (!draft.seo.noindex && (!published || published.seo.noindex)) changes.push("Entra no sitemap.");
  if (draft.hideHeaderNav !== (published?.hideHeaderNav ?? false))
    changes.push(
      draft.hideHeaderNav ? "O menu do cabeçalho fica escondido." : "O menu do cabeçalho volta a aparecer.",
    );
  return changes;
}
