import { type FieldMetadata, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ExternalLink, Loader2, Save } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { requireAdmin } from "~/.server/auth/session";
import { handleContentAction } from "~/.server/content/content-action";
import { heroDefaults, readContentForm } from "~/.server/content/content-admin";
import { readSectionList } from "~/.server/content/section-list";
import { AdminCard } from "~/components/admin/admin-card";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import { SectionList } from "~/components/admin/section-list";
import { DraftNotice, useFormDraft } from "~/components/admin/use-form-draft";
import { useUnsavedChanges } from "~/components/admin/use-unsaved-changes";
import { Button } from "~/components/ui/button";
import { TextareaField, TextField } from "~/components/ui/conform-field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { notify } from "~/components/ui/toaster";
import { defaultSiteSettings } from "~/content/site";
import {
  type ContentFormValues,
  type ContentPageId,
  contentFormSchema,
  contentPages,
  isLoadableImageUrl,
} from "~/forms/site-content";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/admin.content";

/**
 * /admin/content, Content Management: one tab per editable page (its hero
 * title, subtitle and image) and Site Settings (logo, social links, promo banner). Every tab is in
 * one form, so 'Save All Changes' saves them all; the public pages read them on each request.
 */

export const meta: Route.MetaFunction = () => adminMeta("Content Management");

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const defaults = heroDefaults();
  try {
    const [values, sectionGroups] = await Promise.all([
      readContentForm(context.services.db),
      readSectionList(context),
    ]);
    return data({ values, defaults, sectionGroups, loadError: null }, { headers: admin.headers });
  } catch (error) {
    context.services.logger.error({ err: error }, "content management: could not read the content");
    const loadError = error instanceof Error ? error.message : String(error);
    return data({ values: null, defaults, sectionGroups: [], loadError }, { headers: admin.headers });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleContentAction(request, context);
}

const FORM_ID = "conteudo";
const SETTINGS_TAB = "site-settings";
type TabValue = ContentPageId | typeof SETTINGS_TAB;

const tabs: { value: TabValue; label: string }[] = [
  ...contentPages.map(({ pageId, label }) => ({ value: pageId, label })),
  { value: SETTINGS_TAB, label: "Site Settings" },
];

/** The tab holding a field, from the field's name ("pages.prime.title", "logo.text", …). */
function tabOfField(name: string): TabValue {
  const [group, page] = name.split(".");
  return group === "pages" ? (page as ContentPageId) : SETTINGS_TAB;
}

const emptyValues: ContentFormValues = {
  pages: Object.fromEntries(
    contentPages.map(({ pageId }) => [pageId, { title: "", subtitle: "", imageSrc: "" }]),
  ) as ContentFormValues["pages"],
  ...defaultSiteSettings,
};

export default function AdminContent({ loaderData, actionData }: Route.ComponentProps) {
  const { defaults, loadError } = loaderData;
  const navigation = useNavigation();
  // Saving (the form is being sent) or loading (the screen's data is being read again).
  const busy = navigation.state !== "idle";
  const [tab, setTab] = useState<TabValue>("home");
  // Save attempts so far, and the last one whose errors were brought into view (see below).
  const [saveAttempt, setSaveAttempt] = useState(0);
  const revealed = useRef(0);
  const [focusInTab, setFocusInTab] = useState<TabValue | null>(null);

  const [form, fields] = useForm({
    id: FORM_ID,
    defaultValue: loaderData.values ?? emptyValues,
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contentFormSchema }),
  });

  // What is typed is kept in this browser until saved: a session that ended meanwhile loses nothing.
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft(formRef, "admin-content");
  const leaveGuard = useUnsavedChanges(formRef, loaderData);
  const clearDraft = draft.clear;
  useEffect(() => {
    if (actionData?.notice) notify(actionData.notice);
    if (actionData?.notice?.variant === "success") clearDraft();
    if (actionData?.result?.status === "error") setSaveAttempt((count) => count + 1);
  }, [actionData, clearDraft]);

  useEffect(() => {
    if (loadError) notify({ title: "Error loading content", description: loadError, variant: "error" });
  }, [loadError]);

  const errorTabs = new Set(Object.keys(form.allErrors).map(tabOfField));

  // After a refused save, show the first tab with an error (or stay on this one if it has one)
  // and put the cursor on its first wrong field: a field in a hidden tab cannot take focus.
  const firstErrorTab = tabs.find(({ value }) => errorTabs.has(value))?.value;
  const target = errorTabs.has(tab) ? tab : firstErrorTab;
  useEffect(() => {
    if (saveAttempt === revealed.current) return;
    revealed.current = saveAttempt;
    if (!target) return;
    setTab(target);
    setFocusInTab(target);
  }, [saveAttempt, target]);
  // Once that tab is shown.
  useEffect(() => {
    if (focusInTab === null || focusInTab !== tab) return;
    setFocusInTab(null);
    document.querySelector<HTMLElement>(`[data-tab="${tab}"] [aria-invalid="true"]`)?.focus();
  }, [focusInTab, tab]);

  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Conform validates a field on blur through a submit with its own "__intent__" button: only
    // a real save may move the admin to another tab.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("name") !== "__intent__") setSaveAttempt((count) => count + 1);
    formProps.onSubmit(event);
  };

  return (
    <>
      <AdminPageHeader
        title="Content Management"
        description="Textos e imagens do topo de cada página, o logo, as redes sociais e o banner promocional."
      />
      {loadError && (
        <p role="alert" className="mb-6 rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-danger">
          Não foi possível carregar o conteúdo. Recarregue a página para tentar de novo.
        </p>
      )}
      <SectionList groups={loaderData.sectionGroups} />
      <DraftNotice draft={draft} />
      {leaveGuard}
      <Form ref={formRef} method="post" {...formProps} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="save" />
        <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)}>
          <TabsList aria-label="Conteúdo do site">
            {tabs.map(({ value, label }) => (
              <TabsTrigger key={value} value={value} className="relative gap-2">
                {label}
                {errorTabs.has(value) && (
                  <>
                    <span aria-hidden="true" className="size-2 rounded-full bg-danger" />
                    <span className="sr-only">(com erro)</span>
                  </>
                )}
              </TabsTrigger>
            ))}
          </TabsList>

          {contentPages.map((page) => {
            const hero = fields.pages.getFieldset()[page.pageId].getFieldset();
            return (
              <TabsContent key={page.pageId} value={page.pageId} data-tab={page.pageId}>
                <HeroPanel
                  label={page.label}
                  path={page.path}
                  defaults={defaults[page.pageId]}
                  title={hero.title}
                  subtitle={hero.subtitle}
                  imageSrc={hero.imageSrc}
                />
              </TabsContent>
            );
          })}

          <TabsContent value={SETTINGS_TAB} data-tab={SETTINGS_TAB}>
            <SettingsPanel
              logo={fields.logo.getFieldset()}
              social={fields.socialLinks.getFieldset()}
              banner={fields.promoBanner.getFieldset()}
            />
          </TabsContent>
        </Tabs>

        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Button type="submit" size="lg" disabled={busy || loadError !== null} aria-busy={busy}>
            {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
            Save All Changes
          </Button>
          <p className="text-sm text-muted">Salva todas as abas de uma vez.</p>
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

function HeroPanel({
  label,
  path,
  defaults,
  title,
  subtitle,
  imageSrc,
}: {
  label: string;
  path: string;
  defaults: { title: string; subtitle: string; imageSrc: string };
  title: Field;
  subtitle: Field;
  imageSrc: Field;
}) {
  const typedImage = useSettled(typedValue(imageSrc));
  const preview = typedImage && isLoadableImageUrl(typedImage) ? typedImage : defaults.imageSrc;
  return (
    <AdminCard
      bodyClassName="space-y-5"
      title={`Hero – ${label}`}
      description={
        <>
          O topo da página{" "}
          <a
            href={path}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 font-semibold text-primary-strong underline underline-offset-2"
          >
            {path}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(abre em nova aba)</span>
          </a>
          . Campos em branco mantêm o texto e a imagem padrão da página.
        </>
      }
    >
      <TextField
        label="Title"
        field={title}
        placeholder={defaults.title}
        description="Em branco: o título padrão, mostrado em cinza."
      />
      <TextareaField
        label="Subtitle"
        field={subtitle}
        description="Em branco: o subtítulo padrão, mostrado em cinza."
        rows={3}
        placeholder={defaults.subtitle}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <TextField
          label="Hero Image URL"
          field={imageSrc}
          inputMode="url"
          placeholder="https://… ou /uploads/…"
          description="Um endereço https:// ou um caminho do site, como os da Media Library."
        />
        <ImagePreview src={preview} label={`Pré-visualização da imagem do topo – ${label}`} />
      </div>
    </AdminCard>
  );
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
