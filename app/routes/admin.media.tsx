import { Check, Copy, ImagePlus, Link2, Loader2, Trash2, Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, useFetcher } from "react-router";
import { auditWho } from "~/.server/audit/audit-log";
import { showNotice } from "~/.server/auth/flash";
import { requireRole } from "~/.server/auth/session";
import { findImageUses, usesOf } from "~/.server/content/image-uses";
import {
  MAX_FILES_PER_UPLOAD,
  type MediaActionData,
  readMediaForm,
  runMediaIntent,
} from "~/.server/media/actions";
import { listMedia } from "~/.server/media/library";
import { AdminCard } from "~/components/admin/admin-card";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import { ConfirmForm } from "~/components/admin/confirm-form";
import { Button, buttonClassName } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";
import { notify } from "~/components/ui/toaster";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/admin.media";

/**
 * /admin/media, the Media Library: add an image by URL and name, upload
 * image files (checked and resized on the server, stored in the database), a grid with each
 * item's preview, name, size and dimensions, Copy URL and delete.
 */

/** How long 'Copied' stays on the button: 2 seconds. */
const COPIED_MS = 2000;

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

export const meta: Route.MetaFunction = () => adminMeta("Media Library");

/** Who may open this screen and use its actions (docs/decisions/048). */
export const handle = {
  roles: { loader: rolesFor("media"), action: rolesFor("media") },
} satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, handle.roles.loader);
  const [rows, uses] = await Promise.all([
    listMedia(context.services.db),
    findImageUses(context.services.db),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    url: row.url,
    name: row.name,
    alt: row.alt,
    size: row.size,
    type: row.type,
    width: row.width,
    height: row.height,
    source: row.source,
    variants: row.variants,
    usedIn: usesOf(uses, [row.url, ...row.variants.map((variant) => variant.url)]),
  }));
  return {
    items,
    maxUploadBytes: context.services.config.MEDIA_MAX_UPLOAD_BYTES,
    maxFiles: MAX_FILES_PER_UPLOAD,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, handle.roles.action);
  const form = await readMediaForm(request, context.services.config.MEDIA_MAX_UPLOAD_BYTES);
  // The intents (adicionar, enviar, excluir) are told apart in runMediaIntent, with the form's checks.
  const { status, body } = await runMediaIntent(context.services, form, auditWho(admin, context));
  if (body.notice) await showNotice(context, body.notice);
  return data<MediaActionData>(body, { status });
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { items, maxUploadBytes, maxFiles } = loaderData;
  // One delete at a time, shared by the cards: its notice outlives the card it removed.
  const deleter = useFetcher<MediaActionData>({ key: "media-excluir" });
  // A delete sent before the page could ask (no JavaScript yet) is a page post: the server's
  // question comes back as the page's action data, not the fetcher's.
  const awaitingId = actionData?.awaitingConfirmation;
  return (
    <>
      <AdminPageHeader
        title="Media Library"
        description="Imagens do site: adicione pelo endereço ou envie arquivos e copie a URL para usar nas páginas."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <AddByUrlSection />
        <UploadSection maxUploadBytes={maxUploadBytes} maxFiles={maxFiles} />
      </div>
      <section aria-labelledby="biblioteca" className="mt-8">
        <h2 id="biblioteca" className="font-heading text-lg font-bold text-ink">
          Imagens <span className="font-semibold text-muted">({items.length})</span>
        </h2>
        {items.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-border bg-white p-8 text-center text-muted">
            Nenhuma imagem na biblioteca. Adicione pela URL ou envie um arquivo.
          </p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
            {items.map((item) => (
              <MediaCard
                key={item.id}
                item={item}
                deleter={deleter}
                awaitingConfirmation={awaitingId === item.id}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** Clears the form after a successful answer. */
function useResetOnSuccess(
  answer: MediaActionData | undefined,
  form: React.RefObject<HTMLFormElement | null>,
) {
  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer, form]);
}

function TextInput({
  id,
  name,
  label,
  error,
  hint,
  ...props
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field
      id={id}
      errorId={`${id}-erro`}
      descriptionId={`${id}-dica`}
      label={label}
      description={hint}
      error={error}
    >
      <Input name={name} {...props} />
    </Field>
  );
}

function AddByUrlSection() {
  const fetcher = useFetcher<MediaActionData>({ key: "media-adicionar" });
  const formRef = useRef<HTMLFormElement>(null);
  useResetOnSuccess(fetcher.data, formRef);
  const errors = fetcher.data?.ok ? undefined : fetcher.data?.fieldErrors;
  const busy = fetcher.state !== "idle";
  return (
    <AdminCard
      id="adicionar-url"
      title="Adicionar por URL"
      icon={<Link2 aria-hidden="true" className="size-5" />}
    >
      <fetcher.Form ref={formRef} method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="adicionar" />
        <TextInput
          id="media-url"
          name="url"
          label="URL da imagem"
          inputMode="url"
          autoComplete="off"
          placeholder="https://… ou /imagens/…"
          hint="Um endereço https:// ou um caminho do próprio site."
          error={errors?.url}
        />
        <TextInput id="media-name" name="name" label="Nome" autoComplete="off" error={errors?.name} />
        <TextInput
          id="media-alt"
          name="alt"
          label="Texto alternativo (opcional)"
          autoComplete="off"
          hint="Descreve a imagem para quem usa leitor de tela."
          error={errors?.alt}
        />
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ImagePlus aria-hidden="true" />}
          {busy ? "Adicionando..." : "Adicionar imagem"}
        </Button>
      </fetcher.Form>
    </AdminCard>
  );
}

function UploadSection({ maxUploadBytes, maxFiles }: { maxUploadBytes: number; maxFiles: number }) {
  const fetcher = useFetcher<MediaActionData>({ key: "media-enviar" });
  const formRef = useRef<HTMLFormElement>(null);
  useResetOnSuccess(fetcher.data, formRef);
  const error = fetcher.data?.ok ? undefined : fetcher.data?.fieldErrors?.files;
  const busy = fetcher.state !== "idle";
  return (
    <AdminCard
      id="enviar-arquivos"
      title="Enviar arquivos"
      icon={<Upload aria-hidden="true" className="size-5" />}
    >
      <fetcher.Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        noValidate
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="enviar" />
        <Field
          id="media-files"
          errorId="media-files-erro"
          descriptionId="media-files-dica"
          label="Imagens"
          error={error}
          description={
            <>
              JPEG, PNG, WebP, AVIF ou GIF, até {formatSize(maxUploadBytes)} cada (no máximo {maxFiles} por
              vez). SVG não é aceito. O site gera cópias WebP em tamanhos menores.
            </>
          }
        >
          <FileInput name="files" accept={ACCEPT} multiple />
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
          {busy ? "Enviando..." : "Enviar imagens"}
        </Button>
      </fetcher.Form>
    </AdminCard>
  );
}

const sourceLabels: Record<Item["source"], string> = {
  sample: "Amostra",
  upload: "Enviada",
  url: "URL",
};

const typeLabels: Record<string, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "image/avif": "AVIF",
  "image/gif": "GIF",
};

function formatSize(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${Math.round(size / 1024)} KB`;
  const mb = size / (1024 * 1024);
  return `${mb.toLocaleString("pt-BR", { maximumFractionDigits: mb < 10 ? 1 : 0 })} MB`;
}

/** The address pages should use: the widest WebP copy of an upload, else the item's own URL. */
function usableUrl(item: Item): string {
  const widest = [...item.variants].sort((a, b) => b.width - a.width)[0];
  return widest?.url ?? item.url;
}

/** The image's size in pixels: stored for uploads and samples, measured in the browser otherwise. */
function useDimensions(item: Item) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [measured, setMeasured] = useState<{ width: number; height: number } | null>(null);
  const known = item.width && item.height ? { width: item.width, height: item.height } : null;
  const measure = () => {
    const image = imageRef.current;
    if (!known && image?.naturalWidth)
      setMeasured({ width: image.naturalWidth, height: image.naturalHeight });
  };
  // The image may have loaded before hydration, when onLoad had no listener yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measure once after mounting
  useEffect(() => {
    if (imageRef.current?.complete) measure();
  }, []);
  return { imageRef, dimensions: known ?? measured, measure };
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The delete's question; an image in use names where, and what takes its place. */
function deleteQuestion(item: Item): string {
  const question = `Excluir “${item.name}” da biblioteca? Esta ação não pode ser desfeita.`;
  if (item.usedIn.length === 0) return question;
  const places = item.usedIn.map((use) => use.label).join("; ");
  return `Esta imagem é usada em: ${places}. Ao excluir, ela será trocada por uma imagem neutra nas seções e pela imagem padrão no topo das páginas e no logo. ${question}`;
}

function MediaCard({
  item,
  deleter,
  awaitingConfirmation,
}: {
  item: Item;
  deleter: ReturnType<typeof useFetcher<MediaActionData>>;
  awaitingConfirmation: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { imageRef, dimensions, measure } = useDimensions(item);
  const url = usableUrl(item);
  const nameId = `media-${item.id}`;
  const preview = [...item.variants].sort((a, b) => a.width - b.width)[0];
  const deleting = deleter.state !== "idle" && deleter.formData?.get("id") === item.id;

  // Site paths are copied as they are: the content screens take them and they keep working
  // whatever domain the site is served from.
  const onCopy = async () => {
    if (!(await copyText(url))) {
      notify({ title: "Não foi possível copiar", description: url, variant: "error" });
      return;
    }
    setCopied(true);
    notify({ title: "URL copied", description: url, variant: "success" });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  const details = [
    dimensions ? `${dimensions.width} × ${dimensions.height} px` : "Dimensões desconhecidas",
    item.size != null ? formatSize(item.size) : "Tamanho desconhecido",
    item.type ? (typeLabels[item.type] ?? item.type) : null,
  ].filter(Boolean);

  return (
    <li className={cn(deleting && "opacity-50")}>
      <article
        aria-labelledby={nameId}
        className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-white shadow-sm"
      >
        <div className="flex aspect-[4/3] items-center justify-center bg-slate-100">
          <img
            ref={imageRef}
            src={preview?.url ?? item.url}
            srcSet={
              item.variants.length > 1
                ? item.variants.map((v) => `${v.url} ${v.width}w`).join(", ")
                : undefined
            }
            sizes={
              item.variants.length > 1
                ? "(min-width: 1280px) 30vw, (min-width: 640px) 45vw, 100vw"
                : undefined
            }
            width={preview?.width ?? item.width ?? undefined}
            height={preview?.height ?? item.height ?? undefined}
            alt={item.alt}
            loading="lazy"
            decoding="async"
            onLoad={measure}
            className="max-h-full max-w-full object-contain"
          />
        </div>
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="min-w-0">
            <div className="flex items-start justify-between gap-2">
              <h3 id={nameId} className="min-w-0 font-semibold break-words text-ink">
                {item.name}
              </h3>
              <span className="shrink-0 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-strong">
                {sourceLabels[item.source]}
              </span>
            </div>
            <p className="mt-1 text-sm text-muted" data-testid="media-details">
              {details.join(" · ")}
            </p>
            <p className="mt-2 truncate font-mono text-xs text-muted" title={url}>
              {url}
            </p>
            {item.usedIn.length > 0 && <ImageUses uses={item.usedIn} />}
          </div>
          <div className="mt-auto flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={onCopy}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? "Copied" : "Copy URL"}
            </Button>
            <ConfirmForm
              as={deleter.Form}
              intent="excluir"
              fields={{ id: item.id }}
              confirmation={deleteQuestion(item)}
              confirmLabel="Excluir"
              awaiting={awaitingConfirmation}
              className={awaitingConfirmation ? "w-full" : undefined}
            >
              <button
                type="submit"
                disabled={deleting}
                className={buttonClassName({ variant: "destructive-outline", size: "sm" })}
              >
                {deleting ? (
                  <Loader2 aria-hidden="true" className="animate-spin" />
                ) : (
                  <Trash2 aria-hidden="true" />
                )}
                Excluir<span className="sr-only"> {item.name}</span>
              </button>
            </ConfirmForm>
          </div>
        </div>
      </article>
    </li>
  );
}

/** "Esta imagem é usada em: …", each place a link to where it is edited. */
function ImageUses({ uses }: { uses: Item["usedIn"] }) {
  return (
    <div className="mt-2 text-sm text-ink">
      <p className="font-semibold">Esta imagem é usada em:</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {uses.map((use) => (
          <li key={`${use.href}-${use.label}`}>
            <a href={use.href} className="text-primary-strong underline underline-offset-2">
              {use.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
