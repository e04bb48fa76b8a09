import { describe, expect, it } from "vitest";
import { dashboardNotices } from "~/.server/admin/dashboard-actions";
import { contactFormNotices } from "~/.server/content/contact-form-action";
import { sectionNotices } from "~/.server/content/section-admin";
import { leadNotices } from "~/.server/leads/lead-screens";
import { mediaNotices } from "~/.server/media/actions";
import { stylesNotices } from "~/.server/styles/styling-action";
import { authNotices } from "~/forms/auth";
import type { Notice } from "~/lib/notice";

/**
 * One language per message: a notice whose title is one of the spec's English texts ("Data
 * reset", "Media added"…) says the rest in English too, and a Portuguese one stays Portuguese.
 * A rough reading of the language is enough to catch a message written half in each.
 */

const portugueseWords =
  /[ãõçáéíóúâêô]|\b(de|da|do|das|dos|foi|foram|não|os|as|para|com|em|seu|sua|ao|um|uma|você|e)\b/i;
const englishWords =
  /\b(the|was|were|to|you|your|and|of|is|are|be|been|must|please|in|an|a|added|saved|loaded|reset|cleared|copied|missing|required|saving|images?|data|media|styles|submissions?)\b/i;

function languageOf(text: string): "pt" | "en" | null {
  const pt = portugueseWords.test(text);
  const en = englishWords.test(text);
  if (pt === en) return null; // too short to tell ("Data loaded", "Styles saved")
  return pt ? "pt" : "en";
}

/** The language the whole notice is in, or why it is mixed. */
function mixing(notice: Notice): string | null {
  const parts = [notice.title, notice.description ?? ""].map((text) => ({ text, lang: languageOf(text) }));
  const known = parts.filter((part) => part.lang !== null);
  if (new Set(known.map((part) => part.lang)).size <= 1) return null;
  return known.map((part) => `${part.lang}: ${part.text}`).join(" / ");
}

describe("the admin's notices are each in one language", () => {
  it("reads the language of plain sentences and the spec's short English titles", () => {
    expect(languageOf("Os dados do arquivo foram aplicados ao site.")).toBe("pt");
    expect(languageOf("The data in the file was applied to the site.")).toBe("en");
    expect(
      mixing({ title: "Media added", description: "“Foto” foi adicionada à biblioteca." }),
    ).not.toBeNull();
    expect(
      mixing({ title: "Rascunho salvo", description: "O site continua mostrando a versão publicada." }),
    ).toBeNull();
    expect(
      mixing({ title: "Are you sure you want to reset?", description: "Os dados voltaram ao padrão." }),
    ).not.toBeNull();
  });

  // A notice made from a value (authNotices.loginFailure) is read with its default text.
  const groups: Record<string, Record<string, Notice | (() => Notice)>> = {
    dashboardNotices,
    contactFormNotices,
    sectionNotices,
    leadNotices,
    stylesNotices,
    authNotices,
    mediaNotices: {
      missingInformation: mediaNotices.missingInformation,
      added: mediaNotices.added("Fachada"),
      uploaded: mediaNotices.uploaded(["Fachada"]),
      uploadedMany: mediaNotices.uploaded(["Fachada", "Vitrine"]),
    },
  };
  for (const [group, notices] of Object.entries(groups)) {
    it(group, () => {
      const mixed = Object.entries(notices)
        .map(([name, notice]) => [name, mixing(typeof notice === "function" ? notice() : notice)] as const)
        .filter(([, problem]) => problem !== null);
      expect(mixed).toEqual([]);
    });
  }
});
