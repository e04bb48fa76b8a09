import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Loader2, Save } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { showNotice } from "~/.server/auth/flash";
import { requireAdmin } from "~/.server/auth/session";
import { readSiteSettingsForm, saveSiteSettingsForm } from "~/.server/content/content-admin";
import { readSectionList } from "~/.server/content/section-list";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { AdminCard } from "~/components/admin/admin-card";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import { SectionList } from "~/components/admin/section-list";
import { DraftNotice, useFormDraft } from "~/components/admin/use-form-draft";
import { useUnsavedChanges } from "~/components/admin/use-unsaved-changes";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/conform-field";
import { notify } from "~/components/ui/toaster";
import { defaultSiteSettings } from "~/content/site";
import { isLoadableImageUrl, siteSettingsFormSchema } from "~/forms/site-content";
import { cn } from "~/lib/cn";
import type { Notice } from "~/lib/notice";
import type { Route } from "./+types/admin.content";

/**
 * /admin/content, Content Management: the list of the site's editable sections (the page heroes
 * first; each opens its own editor with draft, preview, publish and versions), then the Site
 * Settings form (logo, social links, promo banner), saved with 'Save All Changes'. The public
 * pages read them on each request.
 */

export const meta: Route.MetaFunction = () => adminMeta("Content Management");

/** The notices of 'Save All Changes'. */
export const contentNotices = {
  saved: { title: "Content saved", variant: "success" },
  partial: {
    title: "Some changes could not be saved",
    description: "There were errors saving to the database. See console for details.",
    variant: "error",
  },
  unexpected: {
    title: "Error saving content",
    description: "An unexpected error occurred. Please try again.",
    variant: "error",
  },
} satisfies Record<string, Notice>;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  try {
    const [values, sectionGroups] = await Promise.all([
      readSiteSettingsForm(context.services.db),
      readSectionList(context),
    ]);
    return data({ values, sectionGroups, loadError: null });
  } catch (error) {
    context.services.logger.error({ err: error }, "content management: could not read the content");
    const loadError = error instanceof Error ? error.message : String(error);
    return data({ values: null, sectionGroups: [], loadError });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  switch (form.get("intent")) {
    case "save": {
      const submission = parseWithZod(form, { schema: siteSettingsFormSchema });
      if (submission.status !== "success")
        return data<ContentActionData>({ result: submission.reply() }, 400);
      const { db, logger, config } = context.services;
      const result = await saveSiteSettingsForm(db, submission.value, admin.user.id, {
        logger,
        allowPrivateNetwork: !config.isProduction,
        maxImageBytes: config.MEDIA_MAX_UPLOAD_BYTES,
      });
      // The page stays (its browser-kept draft is cleared on `saved`); the notice goes through
      // the root like every other.
      if (result.ok) {
        await showNotice(context, contentNotices.saved);
        return data<ContentActionData>({ result: submission.reply(), saved: true });
      }
      if ("fieldErrors" in result) {
        return data<ContentActionData>(
          { result: submission.reply({ fieldErrors: result.fieldErrors }) },
          400,
        );
      }
      await showNotice(context, contentNotices[result.failure]);
      return data<ContentActionData>({ result: submission.reply() }, 500);
    }
    default:
      throw data(null, { status: 400 });
  }
}

/** What the action answers: the form's result (field errors), and whether it was saved. */
type ContentActionData = {
  result?: SubmissionResult<string[]>;
  saved?: boolean;
};

const FORM_ID = "conteudo";

export default function AdminContent({ loaderData, actionData }: Route.ComponentProps) {
  const { loadError } = loaderData;
  const navigation = useNavigation();
  // Saving (the form is being sent) or loading (the screen's data is being read again).
  const busy = navigation.state !== "idle";
  // Save attempts so far, and the last one whose errors were brought into view (see below).
  const [saveAttempt, setSaveAttempt] = useState(0);
  const revealed = useRef(0);

  const [form, fields] = useForm({
    id: FORM_ID,
    defaultValue: loaderData.values ?? defaultSiteSettings,
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: siteSettingsFormSchema }),
  });

  // What is typed is kept in this browser until saved: a session that ended meanwhile loses nothing.
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft(formRef, "admin-content");
  const leaveGuard = useUnsavedChanges(formRef, loaderData);
  const clearDraft = draft.clear;
  useEffect(() => {
    if (actionData?.saved) clearDraft();
    if (actionData?.result?.status === "error") setSaveAttempt((count) => count + 1);
  }, [actionData, clearDraft]);

  useEffect(() => {
    if (loadError) notify({ title: "Error loading content", description: loadError, variant: "error" });
  }, [loadError]);

  // After a refused save, put the cursor on the first wrong field.
  useEffect(() => {
    if (saveAttempt === revealed.current) return;
    revealed.current = saveAttempt;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [saveAttempt]);

  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Conform validates a field on blur through a submit with its own "__intent__" button: only
    // a real save counts as an attempt.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("name") !== "__intent__") setSaveAttempt((count) => count + 1);
    formProps.onSubmit(event);
  };

  return (
    <>
      <AdminPageHeader
        title="Content Management"
        description="Os textos e imagens de cada página, o logo, as redes sociais e o banner promocional."
      />
      {loadError && (
        <p role="alert" className="mb-6 rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-danger">
          Não foi possível carregar o conteúdo. Recarregue a página para tentar de novo.
        </p>
      )}
      <SectionList groups={loaderData.sectionGroups} />
      <h2 className="mt-10 mb-4 font-heading text-xl font-bold text-ink">Site Settings</h2>
      <DraftNotice draft={draft} />
      {leaveGuard}
      <Form ref={formRef} method="post" {...formProps} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="save" />
        <SettingsPanel
          logo={fields.logo.getFieldset()}
          social={fields.socialLinks.getFieldset()}
          banner={fields.promoBanner.getFieldset()}
        />
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Button type="submit" size="lg" disabled={busy || loadError !== null} aria-busy={busy}>
            {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
            Save All Changes
          </Button>
          <p className="text-sm text-muted">Salva o logo, as redes sociais e o banner de uma vez.</p>
        </div>
      </Form>
    </>
  );
}

// biome-ignore lint/suspicious/noExplicitAny: a string field of the content form
type Field = FieldMetadata<any, any, string[]>;

/** What the field holds right now (Conform follows the input as the admin types). */
function typedValue(field: Field): string {
  return typeof field.value === "string" ? field.value.trim() : "";
}

/** The address once the admin has stopped typing: a preview does not fetch every half-typed one. */
function useSettled(value: string, delayMs = 500): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const PLACEHOLDER_IMAGE = "/images/image-placeholder.svg";

/** A small preview; an image that does not load shows the placeholder instead. */
function ImagePreview({ src, label, className }: { src: string; label: string; className?: string }) {
  return <PreviewImage key={src} src={src} label={label} className={className} />;
}

function PreviewImage({ src, label, className }: { src: string; label: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // The image may have failed before the page was hydrated, when onError was not listening yet.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <figure className={cn("w-full sm:w-44", className)}>
      <img
        ref={image}
        src={failed ? PLACEHOLDER_IMAGE : src}
        alt={label}
        width={176}
        height={112}
        onError={() => setFailed(true)}
        className="h-28 w-full rounded-lg border border-border bg-slate-50 object-contain"
      />
      {failed && (
        <figcaption className="mt-1 text-xs text-muted">A imagem não pôde ser carregada.</figcaption>
      )}
    </figure>
  );
}

function SettingsPanel({
  logo,
  social,
  banner,
}: {
  logo: Record<"text" | "imageUrl", Field>;
  social: Record<"facebook" | "instagram" | "twitter" | "linkedin", Field>;
  banner: Record<"text" | "deadline", Field>;
}) {
  const typedLogo = useSettled(typedValue(logo.imageUrl));
  return (
    <div className="grid gap-6">
      <AdminCard
        bodyClassName="space-y-5"
        title="Logo"
        description="Aparece no cabeçalho e no rodapé de todas as páginas."
      >
        <TextField label="Logo Text" field={logo.text} placeholder={defaultSiteSettings.logo.text} />
        <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
          <TextField
            label="Logo Image URL"
            field={logo.imageUrl}
            inputMode="url"
            placeholder="https://… ou /uploads/…"
            description="Opcional. Sem imagem, o logo mostra o símbolo e o Logo Text."
          />
          {typedLogo && isLoadableImageUrl(typedLogo) && (
            <ImagePreview src={typedLogo} label="Pré-visualização do logo" />
          )}
        </div>
      </AdminCard>

      <AdminCard
        bodyClassName="space-y-5"
        title="Redes sociais"
        description="Os ícones aparecem no rodapé; um campo em branco esconde a rede."
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Facebook URL"
            field={social.facebook}
            type="url"
            placeholder="https://facebook.com/…"
          />
          <TextField
            label="Instagram URL"
            field={social.instagram}
            type="url"
            placeholder="https://instagram.com/…"
          />
          <TextField label="Twitter URL" field={social.twitter} type="url" placeholder="https://x.com/…" />
          <TextField
            label="LinkedIn URL"
            field={social.linkedin}
            type="url"
            placeholder="https://linkedin.com/company/…"
          />
        </div>
      </AdminCard>

      <AdminCard
        bodyClassName="space-y-5"
        title="Banner promocional"
        description="A faixa no topo das páginas públicas, com a contagem regressiva até o fim da oferta."
      >
        <TextField label="Texto do banner" field={banner.text} />
        <TextField
          label="Fim da oferta"
          field={banner.deadline}
          type="datetime-local"
          step={1}
          description="No horário de quem visita o site. Em branco ou já passado, o banner não aparece."
        />
      </AdminCard>
    </div>
  );
}
