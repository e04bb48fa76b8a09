import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SectionFields } from "~/components/admin/section-fields";
import type { FieldSpec } from "~/content/registry/define";

/**
 * The section editor's inputs as the browser would send them: the server-rendered markup of
 * `SectionFields` read into a FormData (inputs' values, textareas' texts, selects' chosen
 * options), in document order like a real form submission.
 */

export function editorMarkup(fields: FieldSpec[], value: unknown): string {
  return renderToStaticMarkup(createElement(SectionFields, { fields, value, errors: {}, media: [] }));
}

export function editorFormData(fields: FieldSpec[], value: unknown): FormData {
  return serialise(editorMarkup(fields, value));
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, "&");
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]) : undefined;
}

/** The controls of the form with this id in a served page, as the browser would send them. */
export function pageFormData(html: string, formId: string): FormData {
  const start = html.search(new RegExp(`<form\\b[^>]*\\sid="${formId}"`));
  if (start < 0) throw new Error(`no form #${formId} in the page`);
  return serialise(html.slice(start, html.indexOf("</form>", start)));
}

function serialise(html: string): FormData {
  const form = new FormData();
  const controls =
    /<input\b[^>]*>|<textarea\b([^>]*)>([\s\S]*?)<\/textarea>|<select\b([^>]*)>([\s\S]*?)<\/select>/g;
  for (const match of html.matchAll(controls)) {
    const tag = match[0];
    if (tag.startsWith("<input")) {
      const name = attribute(tag, "name");
      if (name) form.append(name, attribute(tag, "value") ?? "");
    } else if (tag.startsWith("<textarea")) {
      const name = attribute(match[1], "name");
      // The HTML parser drops one newline right after <textarea>.
      if (name) form.append(name, decode(match[2]).replace(/^\n/, ""));
    } else {
      const name = attribute(match[3], "name");
      const options = [...match[4].matchAll(/<option\b([^>]*)>/g)].map((option) => option[1]);
      const chosen = options.find((option) => /\sselected=""/.test(option)) ?? options[0];
      if (name) form.append(name, chosen ? (attribute(chosen, "value") ?? "") : "");
    }
  }
  return form;
}
