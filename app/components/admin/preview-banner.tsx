/**
 * Shown above a public page opened in preview: what the admin sees includes drafts nobody else
 * sees yet. Plain server HTML (a link), so it needs no JavaScript.
 */
export function PreviewBanner({ backTo }: { backTo: string }) {
  return (
    <div role="status" className="bg-ink px-4 py-2 text-center text-sm font-semibold text-white">
      Pré-visualização — não publicado.{" "}
      <a href={backTo} className="underline underline-offset-2">
        Voltar para a edição
      </a>
    </div>
  );
}
