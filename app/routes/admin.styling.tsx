import { AlertTriangle, CheckCircle2, Loader2 } from "lucide-react";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { formatDashboardDate } from "~/.server/admin/dashboard-format";
import { startedFrom } from "~/.server/admin/edit-conflicts";
import { openEditor, saveBlockedBy } from "~/.server/admin/editing-marks";
import { auditWho, changedValues, withAudit } from "~/.server/audit/audit-log";
import { redirectWithNotice, showNotice } from "~/.server/auth/flash";
import { requireRole } from "~/.server/auth/session";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { fontFiles } from "~/.server/styles/fonts";
import { readSiteStyles, readStylesStamp } from "~/.server/styles/site-styles";
import {
  flatStyles,
  listStyleVersions,
  readStyleVersion,
  styleDifferences,
} from "~/.server/styles/style-versions";
import {
  restoreStyles,
  type StylesFieldName,
  type StylingActionData,
  saveStyles,
  stylesFieldNames,
  stylesNotices,
} from "~/.server/styles/styling-action";
import { AdminCard } from "~/components/admin/admin-card";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import { EditingGate } from "~/components/admin/editing-mark";
import { DraftNotice, useClearDraftOnceSaved, useFormDraft } from "~/components/admin/use-form-draft";
import { useUnsavedChanges } from "~/components/admin/use-unsaved-changes";
import { DifferencesTable, EditConflictNotice, VersionsCard } from "~/components/admin/versions";
import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import {
  baseFontSizes,
  type ColorStyles,
  colorFields,
  defaultSiteStyles,
  type FontName,
  fontChoices,
  fontFamilyOf,
  fontStackOf,
  isBaseFontSize,
  isFontName,
  normalizeHex,
  type SiteStyles,
  type TypographyStyles,
} from "~/content/styles";
import { textFields } from "~/forms/form-values";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import { formatRatio, minimumContrast, themeContrastChecks } from "~/lib/contrast";
import type { Route } from "./+types/admin.styling";

/**
 * /admin/styling ("Styling"): the site's colours and fonts, with a live
 * preview and a contrast check. 'Save Styles' adds site_styles rows; the public pages draw the
 * newest ones from the next request (app/root.tsx).
 */

/** The form's intents (any other is answered 400). */
const STYLING_INTENT = "salvar-estilos";
const RESTORE_INTENT = "restaurar-versao";
/** The editing mark's key (docs/decisions/042). */
const EDITING_THING = "styling";

export const meta: Route.MetaFunction = () => adminMeta("Styling");

/** Who may open this screen and use its actions (docs/decisions/048). */
export const handle = {
  roles: { loader: rolesFor("styling"), action: rolesFor("styling") },
} satisfies AdminRouteHandle;

/** ?comparar=<version>: that version against the theme in force, before restoring it. */
function compareParameter(request: Request): number | null {
  const value = new URL(request.url).searchParams.get("comparar");
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireRole(request, context, handle.roles.loader);
  const { db } = context.services;
  const [styles, { stamp }, versions] = await Promise.all([
    readSiteStyles(db),
    readStylesStamp(db),
    listStyleVersions(db),
  ]);
  const compareId = compareParameter(request);
  const version = compareId === null ? null : await readStyleVersion(db, compareId);
  const comparison =
    version && compareId !== null
      ? {
          versionId: compareId,
          savedAt: formatDashboardDate(version.savedAt),
          differences: styleDifferences(styles, flatStyles(version.styles)),
        }
      : null;
  // Opening the screen takes its mark, unless someone else is editing (docs/decisions/042).
  const mark = await openEditor(db, EDITING_THING, user.id);
  const readOnly = new URL(request.url).searchParams.has("leitura");
  return { styles, fontFiles, stamp, versions, comparison, mark, readOnly };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, handle.roles.action);
  const formData = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  const intent = formData.get("intent");
  if (intent === STYLING_INTENT || intent === RESTORE_INTENT) {
    const blockedBy = await saveBlockedBy(context.services.db, EDITING_THING, admin.user.id);
    if (blockedBy) {
      await showNotice(context, { ...stylesNotices.conflict, description: blockedBy });
      const values = textFields(formData, stylesFieldNames);
      return data<StylingActionData>({ values, editingRefused: blockedBy }, { status: 409 });
    }
  }
  switch (intent) {
    case STYLING_INTENT: {
      const values = textFields(formData, stylesFieldNames);
      // The save the form was opened on: a save over someone else's newer one is refused.
      const stamp = formData.get("editedFrom");
      const editedFrom =
        typeof stamp === "string" && /^\d{1,18}$/.test(stamp)
          ? { stamp, values: startedFrom(formData) }
          : undefined;
      // Audited with the values it changed, in the save's transaction (docs/decisions/041).
      let changes = {};
      const result = await withAudit(
        context.services.db,
        auditWho(admin, context),
        (saved: Awaited<ReturnType<typeof saveStyles>>) =>
          saved.ok
            ? { action: "styling.save", target: { type: "styling", label: "Styling" }, changes }
            : null,
        async (tx) => {
          const before = await readSiteStyles(tx);
          const saved = await saveStyles({ ...context.services, db: tx }, values, admin.user.id, editedFrom);
          if (saved.ok) changes = changedValues(before, await readSiteStyles(tx));
          return saved;
        },
      );
      if (result.ok) return redirectWithNotice(context, "/admin/styling", result.notice);
      await showNotice(context, result.notice);
      if (result.conflict)
        return data<StylingActionData>({ values: result.values, conflict: result.conflict }, { status: 409 });
      const status = Object.keys(result.errors).length > 0 ? 400 : 500;
      return data<StylingActionData>({ fieldErrors: result.errors, values }, { status });
    }
    case RESTORE_INTENT: {
      const versionId = Number(formData.get("versionId"));
      if (!Number.isSafeInteger(versionId)) throw data(null, { status: 400 });
      // Audited with what it changed, in the restore's transaction (docs/decisions/041).
      let changes = {};
      const result = await withAudit(
        context.services.db,
        auditWho(admin, context),
        (restored: Awaited<ReturnType<typeof restoreStyles>>) =>
          restored.ok
            ? {
                action: "styling.restore",
                target: { type: "styling", id: String(versionId), label: "Styling" },
                changes,
              }
            : null,
        async (tx) => {
          const before = await readSiteStyles(tx);
          const restored = await restoreStyles({ ...context.services, db: tx }, versionId, admin.user.id);
          if (restored.ok) changes = changedValues(before, await readSiteStyles(tx));
          return restored;
        },
      );
      if (!result.ok) throw data(null, { status: 404 });
      return redirectWithNotice(context, "/admin/styling", result.notice);
    }
    default:
      await showNotice(context, { title: "Ação desconhecida", variant: "error" });
      return data<StylingActionData>({}, { status: 400 });
  }
}

const fontOptions = fontChoices.map((font) => ({ value: font.name, label: font.name }));
const fontSizeOptions = baseFontSizes.map((size) => ({ value: size, label: size }));

const typographyFields: {
  name: keyof TypographyStyles;
  label: string;
  options: { value: string; label: string }[];
}[] = [
  { name: "headingFont", label: "Heading Font", options: fontOptions },
  { name: "bodyFont", label: "Body Font", options: fontOptions },
  { name: "baseSize", label: "Base Font Size", options: fontSizeOptions },
];

const colorLabels: Record<keyof ColorStyles, string> = {
  primary: "Primary",
  background: "Background",
  text: "Text",
  accent: "Accent",
  border: "Border",
};

type FieldErrors = NonNullable<StylingActionData["fieldErrors"]>;

/** The form's starting values: what was just refused (kept as typed), else what is saved. */
function initialValues(saved: SiteStyles, sent: StylingActionData["values"]) {
  const colors = { ...saved.colors };
  for (const field of colorFields) colors[field] = sent?.[field] ?? colors[field];
  const typography: TypographyStyles = {
    headingFont: isFontName(sent?.headingFont) ? sent.headingFont : saved.typography.headingFont,
    bodyFont: isFontName(sent?.bodyFont) ? sent.bodyFont : saved.typography.bodyFont,
    baseSize: isBaseFontSize(sent?.baseSize) ? sent.baseSize : saved.typography.baseSize,
  };
  return { colors, typography };
}

export default function AdminStylingPage({ loaderData, actionData }: Route.ComponentProps) {
  const initial = initialValues(loaderData.styles, actionData?.values);
  // What is typed in each colour box, and the last valid colour of each (the picker's value).
  const [typed, setTyped] = useState<ColorStyles>(initial.colors);
  const [swatches, setSwatches] = useState<ColorStyles>(() =>
    validColors(initial.colors, loaderData.styles.colors),
  );
  const [typography, setTypography] = useState<TypographyStyles>(initial.typography);
  const [errors, setErrors] = useState<FieldErrors>(actionData?.fieldErrors ?? {});
  // 'Restaurar padrões' and every pick change only this form until 'Save Styles': leaving asks first.
  const formRef = useRef<HTMLFormElement>(null);
  const leaveGuard = useUnsavedChanges(formRef, loaderData);
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === STYLING_INTENT;
  // The edits are kept in this browser until saved, as on the other edit screens: a save that
  // finds the session ended loses nothing ('Restaurar rascunho' after signing in again).
  const draft = useFormDraft(formRef, "admin-styling");
  useClearDraftOnceSaved(navigation, STYLING_INTENT, actionData, draft.clear);
  const edited = useRef(false);
  // A pick or 'Restaurar padrões' changes the boxes by state, not by typing: kept once drawn.
  // biome-ignore lint/correctness/useExhaustiveDependencies: kept whenever the values change
  useEffect(() => {
    if (edited.current) draft.keep();
  }, [typed, typography, draft.keep]);

  useEffect(() => {
    setErrors(actionData?.fieldErrors ?? {});
  }, [actionData]);

  // Refused over someone else's newer save: the form now holds their theme with this person's
  // changes on top (the server's answer), ready to be saved again.
  const conflict = actionData?.conflict;
  // biome-ignore lint/correctness/useExhaustiveDependencies: set again for each refusal only
  useEffect(() => {
    if (!conflict) return;
    const next = initialValues(loaderData.styles, actionData?.values);
    setTyped(next.colors);
    setSwatches(validColors(next.colors, loaderData.styles.colors));
    setTypography(next.typography);
  }, [conflict]);
  const editedFrom = conflict ? { stamp: conflict.stamp, value: conflict.base } : null;
  // A new saved theme (a restored version, someone's save seen on reload): the form shows it.
  // Not on the first render, which already shows the saved theme or what was just refused.
  const shownStamp = useRef(loaderData.stamp);
  // biome-ignore lint/correctness/useExhaustiveDependencies: set again for each new save only
  useEffect(() => {
    if (shownStamp.current === loaderData.stamp) return;
    shownStamp.current = loaderData.stamp;
    if (actionData?.conflict) return;
    const saved = loaderData.styles;
    setTyped(saved.colors);
    setSwatches(saved.colors);
    setTypography(saved.typography);
  }, [loaderData.stamp]);

  usePreviewFonts([typography.headingFont, typography.bodyFont], loaderData.fontFiles);

  const clearError = (field: StylesFieldName) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const setColor = (field: keyof ColorStyles, value: string, fromPicker = false) => {
    edited.current = true;
    setTyped((current) => ({ ...current, [field]: value }));
    const hex = normalizeHex(value);
    if (hex) setSwatches((current) => ({ ...current, [field]: hex }));
    if (fromPicker || hex) clearError(field);
  };

  const setFont = (field: keyof TypographyStyles, value: string) => {
    edited.current = true;
    setTypography((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const resetToDefaults = () => {
    edited.current = true;
    setTyped(defaultSiteStyles.colors);
    setSwatches(defaultSiteStyles.colors);
    setTypography(defaultSiteStyles.typography);
    setErrors({});
  };

  return (
    <>
      <AdminPageHeader
        title="Styling"
        description="Cores e fontes do site. Ao salvar, as páginas públicas passam a usar o novo tema a partir do próximo acesso."
      />
      <EditingGate
        thing={EDITING_THING}
        mark={loaderData.mark}
        readOnly={loaderData.readOnly}
        backTo="/admin"
        refusal={actionData?.editingRefused}
      >
        {conflict && <EditConflictNotice message={conflict.message} differences={conflict.differences} />}
        {leaveGuard}
        <DraftNotice draft={draft} />
        <Form
          ref={formRef}
          method="post"
          noValidate
          className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]"
        >
          <input type="hidden" name="intent" value={STYLING_INTENT} />
          <input type="hidden" name="editedFrom" value={editedFrom?.stamp ?? loaderData.stamp} />
          <input
            type="hidden"
            name="editedFromValue"
            value={JSON.stringify(
              editedFrom?.value ?? { ...loaderData.styles.colors, ...loaderData.styles.typography },
            )}
          />
          <div className="grid min-w-0 gap-6">
            <AdminCard id="color-scheme" title="Color Scheme">
              <div className="grid gap-5 sm:grid-cols-2">
                {colorFields.map((field) => (
                  <ColorField
                    key={field}
                    field={field}
                    label={colorLabels[field]}
                    typed={typed[field]}
                    swatch={swatches[field]}
                    error={errors[field]}
                    onChange={(value, fromPicker) => setColor(field, value, fromPicker)}
                  />
                ))}
              </div>
              <ContrastReport colors={swatches} />
            </AdminCard>

            <AdminCard id="typography" title="Typography">
              <div className="grid gap-5 sm:grid-cols-3">
                {typographyFields.map(({ name, label, options }) => (
                  <Field key={name} id={`typography-${name}`} label={label} error={errors[name]}>
                    <Select
                      name={name}
                      value={typography[name]}
                      onChange={(event) => setFont(name, event.target.value)}
                    >
                      {options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </Select>
                  </Field>
                ))}
              </div>
              <p className="mt-3 text-sm text-muted">
                Fontes hospedadas no próprio site: as páginas carregam apenas as fontes escolhidas.
              </p>
            </AdminCard>
          </div>

          <div className="min-w-0 xl:sticky xl:top-6 xl:row-span-2 xl:self-start">
            <Preview colors={swatches} typography={typography} />
          </div>

          <div className="flex flex-wrap items-center gap-3 xl:col-start-1">
            <Button type="submit" disabled={saving} aria-busy={saving}>
              {saving && <Loader2 aria-hidden="true" className="animate-spin" />}
              Save Styles
            </Button>
            <Button type="button" variant="ghost" onClick={resetToDefaults} disabled={saving}>
              Restaurar padrões
            </Button>
          </div>
        </Form>

        <VersionsCard
          title="Versões salvas"
          description="Os últimos 10 salvamentos do estilo. Compare um com o estilo em uso e restaure-o."
          versions={loaderData.versions.map((version) => ({
            id: version.id,
            at: version.savedAt,
            by: version.savedByName,
          }))}
          currentLabel="em uso"
        />
        {loaderData.comparison && <StyleComparison comparison={loaderData.comparison} />}
      </EditingGate>
    </>
  );
}

/** ?comparar=: what an earlier save changes against the theme in force, and restoring it. */
function StyleComparison({
  comparison,
}: {
  comparison: NonNullable<Route.ComponentProps["loaderData"]["comparison"]>;
}) {
  return (
    <AdminCard
      id="comparacao"
      title={`Versão de ${comparison.savedAt}`}
      className="mt-6"
      description="O que muda em relação ao estilo em uso."
    >
      {comparison.differences.length === 0 ? (
        <p className="text-sm text-muted">Igual ao estilo em uso.</p>
      ) : (
        <DifferencesTable differences={comparison.differences} before="Em uso agora" after="Nesta versão" />
      )}
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="versionId" value={comparison.versionId} />
        <Button type="submit" name="intent" value={RESTORE_INTENT} variant="secondary">
          Restaurar esta versão
        </Button>
        <Link to="." className="text-sm font-semibold text-primary-strong underline">
          Cancelar
        </Link>
        <p className="w-full text-sm text-muted">
          As cores e as fontes dessa versão passam a valer no site a partir do próximo acesso; o estilo atual
          continua na lista de versões.
        </p>
      </Form>
    </AdminCard>
  );
}

/** Each colour box's value if it is a colour, else the saved one (for the pickers and the preview). */
function validColors(typed: ColorStyles, fallback: ColorStyles): ColorStyles {
  const colors = { ...fallback };
  for (const field of colorFields) colors[field] = normalizeHex(typed[field]) ?? fallback[field];
  return colors;
}

/** A colour as a text box and a picker kept in step: a valid hex moves the picker, a pick fills the box. */
function ColorField({
  field,
  label,
  typed,
  swatch,
  error,
  onChange,
}: {
  field: keyof ColorStyles;
  label: string;
  typed: string;
  swatch: string;
  error?: string;
  onChange: (value: string, fromPicker: boolean) => void;
}) {
  return (
    <Field id={`color-${field}`} label={label} error={error}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label}: seletor de cor`}
          value={swatch}
          onChange={(event) => onChange(event.target.value, true)}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-border bg-white p-1"
        />
        <Input
          name={field}
          type="text"
          value={typed}
          onChange={(event) => onChange(event.target.value, false)}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          maxLength={32}
          className="font-mono"
        />
      </div>
    </Field>
  );
}

/** WCAG AA contrast of the chosen colours, updated as they change; a warning when one falls short. */
function ContrastReport({ colors }: { colors: ColorStyles }) {
  const checks = themeContrastChecks(colors);
  const failing = checks.filter((check) => !check.passes);
  return (
    <div className="mt-6 space-y-3">
      <h3 className="text-sm font-semibold text-ink">
        Contraste (WCAG AA, mínimo {formatRatio(minimumContrast)})
      </h3>
      <div aria-live="polite">
        {failing.length > 0 && (
          <div
            data-testid="contrast-warning"
            className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
            <div>
              <p className="font-semibold">Contraste insuficiente</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-4">
                {failing.map((check) => (
                  <li key={check.id}>
                    {check.label}: {formatRatio(check.ratio)}. O texto pode ficar difícil de ler; escolha
                    cores com mais contraste.
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </div>
      <ul className="space-y-1.5 text-sm">
        {checks.map((check) => (
          <li key={check.id} className="flex items-center gap-2 text-ink">
            {check.passes ? (
              <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
            ) : (
              <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
            )}
            <span>
              {check.label}: <span className="font-semibold">{formatRatio(check.ratio)}</span>{" "}
              {check.passes ? "(adequado)" : "(abaixo do mínimo)"}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A small page drawn with the chosen theme before it is saved. The site's colour utilities read
 * the --theme-* variables, so setting them on this box re-themes what is inside it only.
 */
function Preview({ colors, typography }: { colors: ColorStyles; typography: TypographyStyles }) {
  const heading = isFontName(typography.headingFont) ? typography.headingFont : "Inter";
  const body = isFontName(typography.bodyFont) ? typography.bodyFont : "Inter";
  const theme = {
    "--theme-primary": colors.primary,
    "--theme-background": colors.background,
    "--theme-text": colors.text,
    "--theme-accent": colors.accent,
    "--theme-border": colors.border,
    "--theme-heading-font": fontStackOf(heading),
    "--theme-body-font": fontStackOf(body),
    // The stylesheet's heading rule reads --font-heading, resolved once on :root: set it here too.
    "--font-heading": `${fontStackOf(heading)}, ${fontStackOf(body)}, ui-sans-serif, system-ui, sans-serif`,
    fontSize: typography.baseSize,
  } as CSSProperties;
  return (
    <section aria-labelledby="preview" className="rounded-2xl border border-border bg-white p-6 shadow-sm">
      <h2 id="preview" className="font-heading text-lg font-bold text-ink">
        Preview
      </h2>
      <div
        data-testid="styles-preview"
        style={theme}
        className="mt-5 overflow-hidden rounded-xl border border-border bg-background font-sans text-foreground"
      >
        <div className="border-b border-border px-5 py-3">
          <span className="font-heading text-[1.125em] font-extrabold text-primary-strong">Cota Fácil</span>
        </div>
        <div className="space-y-3 px-5 py-5">
          <p className="text-[0.75em] font-semibold tracking-wide text-accent-strong uppercase">Franquia</p>
          <h3 className="font-heading text-[1.5em] leading-tight font-bold">Sua franquia de seguros</h3>
          <p className="text-[1em] leading-relaxed">
            Assim fica o texto das páginas com as cores e as fontes escolhidas: {body} no texto e {heading}{" "}
            nos títulos.
          </p>
          <div className="flex flex-wrap gap-2 pt-1">
            <span className="inline-flex h-10 items-center rounded-lg bg-primary-strong px-4 text-[0.9375em] font-semibold text-white">
              Quero ser franqueado
            </span>
            <span className="inline-flex h-10 items-center rounded-lg border border-current px-4 text-[0.9375em] font-semibold text-primary-strong">
              Saiba mais
            </span>
          </div>
          <div className="flex gap-2 pt-2" aria-hidden="true">
            {colorFields.map((field) => (
              <span
                key={field}
                className="size-6 rounded-full border border-black/10"
                style={{ backgroundColor: colors[field] }}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * Loads the chosen fonts in this page for the preview (the admin pages otherwise carry only
 * Inter), through the FontFace API: the same self-hosted files the public pages use.
 */
function usePreviewFonts(fonts: string[], files: Record<FontName, { url: string; weights: string }>) {
  const key = fonts.join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the fonts
  useEffect(() => {
    if (typeof FontFace === "undefined") return;
    for (const name of new Set(fonts)) {
      if (!isFontName(name) || name === "Inter") continue;
      const family = fontFamilyOf(name);
      const loaded = [...document.fonts].some((face) => face.family.replace(/"/g, "") === family);
      if (loaded) continue;
      const face = new FontFace(family, `url("${files[name].url}") format("woff2")`, {
        weight: files[name].weights,
        display: "swap",
      });
      document.fonts.add(face);
      // A font that fails to load leaves the preview in the fallback font; nothing else to do.
      face.load().catch(() => {});
    }
  }, [key, files]);
}
