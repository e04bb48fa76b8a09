import { type AppLoadContext, data } from "react-router";
import { auditWho, withAudit } from "~/.server/audit/audit-log";
import { redirectWithNotice } from "~/.server/auth/flash";
import type { StaffSession } from "~/.server/auth/session";
import {
  isShippedDocumentPath,
  type ShippedPageValues,
  shippedDefaultDocument,
  shippedPageSections,
} from "~/content/pages/shipped-documents";
import { openShippedPage } from "./page-store";
import { readPublishedSections } from "./sections";

/**
 * "Editar blocos" on a shipped page of "Páginas do sistema" (docs/decisions/068): the page's row
 * is made the first time, its draft the page's default document as published now (the sections'
 * values it quotes), and the editor opens on it. Afterwards it opens the same row.
 */
export async function openShippedPageFrom(
  context: AppLoadContext,
  form: FormData,
  admin: StaffSession,
): Promise<Response> {
  const path = String(form.get("path") ?? "");
  if (!isShippedDocumentPath(path)) throw data("Página não encontrada", { status: 404 });
  const values = await readPublishedSections(context.services, shippedPageSections(path));
  const document = shippedDefaultDocument(path, values as ShippedPageValues);
  if (!document) throw data("Página não encontrada", { status: 404 });
  const opened = await withAudit<{ id: number; created: boolean } | null>(
    context.services.db,
    auditWho(admin, context),
    (result) =>
      result?.created
        ? {
            action: "page.create",
            target: { type: "page", id: String(result.id), label: path },
            details: { shipped: true },
          }
        : null,
    (tx) => openShippedPage(tx, path, document, admin.user.id),
  );
  if (!opened) throw data("Página não encontrada", { status: 404 });
  return redirectWithNotice(context, `/admin/paginas/${opened.id}`, {
    title: opened.created ? "Página aberta como blocos" : "Página aberta",
    description: "O rascunho começa com o que a página mostra hoje. Publique quando estiver pronto.",
    variant: "success",
  });
}
