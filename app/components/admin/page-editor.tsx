import { ArrowDown, ArrowUp, LayoutList, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { AdminCard } from "~/components/admin/admin-card";
import { type MediaOption, SectionFields } from "~/components/admin/section-fields";
import { Button } from "~/components/ui/button";
import { Checkbox, CheckboxField, Field, FieldError, Select } from "~/components/ui/field";
import { blockTypeClash } from "~/content/pages/block-anchors";
import { MAX_BLOCKS, pageNavPlaces } from "~/content/pages/page-document";
import type { FieldSpec } from "~/content/registry/define";
import type { FieldErrors } from "~/content/registry/values";
import {
  blockElementId,
  blockPrefix,
  blockValuePrefix,
  navPlaceLabel,
  type PageInput,
} from "~/forms/page-form";

/**
 * The page editor's parts ("Páginas" › a page): the page's own fields (title, address, search
 * and sharing, where it is linked) and its blocks, each with its buttons (move, remove, the
 * site's value or its own) and, for its own value, the sections' editor. Every button is a
 * submit button with an `intent`: it works by keyboard and without JavaScript, and the server
 * sends the form back changed, not yet saved.
 */

/** A block type as the screen shows it (the schema and defaults stay on the server). */
export type BlockTypeOption = {
  type: string;
  label: string;
  description: string;
  fields: FieldSpec[];
  siteSection?: string;
  siteSectionLabel?: string;
  oncePerPage?: boolean;
  anchors?: readonly string[];
};

const pageFields: FieldSpec[] = [
  {
    name: "title",
    label: "Título da página",
    kind: "text",
    description: "Também é o texto dos links para a página.",
  },
  {
    name: "path",
    label: "Endereço",
    kind: "text",
    description:
      "Por exemplo /segmentos/medicos. Ao mudar o endereço de uma página publicada, o antigo passa a redirecionar para o novo.",
  },
];

/** A shipped page's fields: its address is fixed and its menu links keep the site's names. */
const shippedPageFields: FieldSpec[] = [
  {
    name: "title",
    label: "Título da página",
    kind: "text",
    description: "Usado pelos buscadores quando o título para buscadores fica em branco.",
  },
];

const seoFields: FieldSpec[] = [
  {
    name: "title",
    label: "Título para buscadores",
    kind: "text",
    description: "Em branco: o título da página seguido do nome da empresa.",
  },
  {
    name: "description",
    label: "Descrição para buscadores",
    kind: "textarea",
    description: "Mostrada pelo Google e ao compartilhar a página.",
  },
  {
    name: "image",
    label: "Imagem de compartilhamento",
    kind: "image",
    description: "Nenhuma: uma imagem gerada com o título da página (e as datas de um evento).",
  },
];

export function PageFieldsCard({
  page,
  errors,
  media,
  shipped = false,
}: {
  page: PageInput;
  errors: FieldErrors;
  media: MediaOption[];
  /** A page the site ships with (docs/decisions/068): its address is fixed. */
  shipped?: boolean;
}) {
  return (
    <AdminCard title="Página" bodyClassName="space-y-5">
      {shipped ? (
        <>
          <SectionFields fields={shippedPageFields} value={page} errors={errors} media={media} />
          <input type="hidden" name="path" value={page.path} />
          <p className="text-sm text-ink">
            Endereço: <span className="font-mono">{page.path}</span> — uma página do site: o endereço não
            muda.
          </p>
        </>
      ) : (
        <SectionFields fields={pageFields} value={page} errors={errors} media={media} />
      )}
      <fieldset className="rounded-xl border border-border p-4">
        <legend className="px-1 text-sm font-bold text-ink">Buscadores e redes sociais</legend>
        <SectionFields fields={seoFields} value={page.seo} errors={errors} media={media} prefix="seo." />
        <CheckboxField id="campo-seo-noindex" label="Não mostrar nos buscadores (noindex)" className="mt-5">
          <Checkbox name="seo.noindex" defaultChecked={page.seo.noindex} />
        </CheckboxField>
      </fieldset>
      {shipped ? (
        <ShippedPageLinks places={page.nav} />
      ) : (
        <PageLinksFieldset places={page.nav} error={errors.nav?.[0]} />
      )}
      <CheckboxField
        id="campo-hideHeaderNav"
        label="Esconder o menu do cabeçalho (o logo continua), como numa landing page de campanha"
      >
        <Checkbox name="hideHeaderNav" defaultChecked={page.hideHeaderNav} />
      </CheckboxField>
    </AdminCard>
  );
}

/** Where the site links to a composed page: the team picks the places. */
function PageLinksFieldset({ places, error }: { places: PageInput["nav"]; error?: string }) {
  return (
    <fieldset className="rounded-xl border border-border p-4" aria-describedby="campo-nav-dica">
      <legend className="px-1 text-sm font-bold text-ink">Links para a página</legend>
      <p id="campo-nav-dica" className="mb-3 text-sm text-muted">
        Onde o site mostra um link com o título da página. Nenhum: só quem tiver o endereço chega a ela.
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {pageNavPlaces.map((place) => (
          <CheckboxField key={place} id={`campo-nav-${place}`} label={navPlaceLabel(place)}>
            <Checkbox name="nav" value={place} defaultChecked={places.includes(place)} />
          </CheckboxField>
        ))}
      </div>
      <FieldError id="campo-nav-erro" error={error} />
    </fieldset>
  );
}

/**
 * A shipped page's links are the site's own menus (the page registry): the document keeps its
 * places unchanged, and the screen says where the links are instead of offering to move them.
 */
function ShippedPageLinks({ places }: { places: PageInput["nav"] }) {
  return (
    <div className="text-sm text-ink">
      {places.map((place) => (
        <input key={place} type="hidden" name="nav" value={place} />
      ))}
      <p>
        Links para a página: os do menu do site
        {places.length > 0 ? ` (${places.map(navPlaceLabel).join(", ")})` : ""}, com o nome de sempre.
      </p>
    </div>
  );
}

function BlockButton({
  intent,
  label,
  disabled,
  children,
  variant = "ghost",
}: {
  intent: string;
  label: string;
  disabled?: boolean;
  children: ReactNode;
  variant?: "ghost" | "outline";
}) {
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant={variant}
      size="sm"
      formNoValidate
      disabled={disabled}
      aria-label={label}
      title={label}
      className="px-3"
    >
      {children}
    </Button>
  );
}

export function PageBlocksCard({
  page,
  types,
  errors,
  media,
}: {
  page: PageInput;
  types: BlockTypeOption[];
  errors: FieldErrors;
  media: MediaOption[];
}) {
  const byType = new Map(types.map((type) => [type.type, type]));
  // A type the page already holds once, or that would repeat an anchor of one of its blocks
  // (a second opening: docs/decisions/077), is not offered.
  const addable = types.filter(
    (type) =>
      !(type.oncePerPage && page.blocks.some((block) => block.type === type.type)) &&
      !blockTypeClash(type, page.blocks, (other) => byType.get(other)),
  );
  return (
    <AdminCard
      id="blocos"
      title={`Blocos (${page.blocks.length})`}
      icon={<LayoutList aria-hidden="true" />}
      className="mt-6"
      description="As partes da página, de cima para baixo. Cada bloco mostra o valor do site (o mesmo das outras páginas, editado em Content Management) ou um conteúdo próprio desta página."
    >
      <FieldError id="blocos-erro" error={errors.blocks?.[0]} />
      {page.blocks.length === 0 ? (
        <p className="text-sm text-muted">Nenhum bloco ainda: adicione o primeiro abaixo.</p>
      ) : (
        <ol className="space-y-4">
          {page.blocks.map((block, index) => (
            <BlockItem
              key={block.id}
              block={block}
              index={index}
              count={page.blocks.length}
              type={byType.get(block.type)}
              errors={errors}
              media={media}
            />
          ))}
        </ol>
      )}
      {page.blocks.length < MAX_BLOCKS ? (
        <div className="mt-6 flex flex-wrap items-end gap-3 border-t border-border pt-4">
          <Field
            id="campo-newBlockType"
            label="Tipo do novo bloco"
            className="min-w-64"
            description={
              addable.length < types.length
                ? "Os tipos que repetiriam uma parte que a página já tem (um segundo topo, outros benefícios…) não aparecem."
                : undefined
            }
            error={errors.newBlockType?.[0]}
          >
            <Select name="newBlockType" defaultValue="">
              <option value="">Escolha um tipo</option>
              {addable.map((type) => (
                <option key={type.type} value={type.type}>
                  {type.label} – {type.description}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" name="intent" value="block-add" variant="outline" formNoValidate>
            <Plus aria-hidden="true" />
            Adicionar bloco
          </Button>
        </div>
      ) : (
        <p className="mt-4 text-sm text-muted">Uma página tem no máximo {MAX_BLOCKS} blocos.</p>
      )}
    </AdminCard>
  );
}

function BlockItem({
  block,
  index,
  count,
  type,
  errors,
  media,
}: {
  block: PageInput["blocks"][number];
  index: number;
  count: number;
  type: BlockTypeOption | undefined;
  errors: FieldErrors;
  media: MediaOption[];
}) {
  const prefix = blockPrefix(index);
  const label = `Bloco ${index + 1}: ${type?.label ?? block.type}`;
  const headingId = `${blockElementId(block.id)}-titulo`;
  const showsFields = type && block.source === "own";
  const blockErrors = Object.entries(errors)
    .filter(([name]) =>
      [`blocks[${index}]`, `${prefix}value`, `${prefix}type`, `${prefix}id`, `${prefix}source`].includes(
        name,
      ),
    )
    .flatMap(([, messages]) => messages);
  return (
    <li
      id={blockElementId(block.id)}
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-slate-50 p-3 sm:p-4"
    >
      <input type="hidden" name={`${prefix}id`} value={block.id} />
      <input type="hidden" name={`${prefix}type`} value={block.type} />
      <input type="hidden" name={`${prefix}source`} value={block.source} />
      <input type="hidden" name={`${prefix}schemaVersion`} value={block.schemaVersion} />
      {showsFields ? null : (
        // Not drawn as fields: carried as it is, so switching back loses nothing.
        <input type="hidden" name={`${prefix}kept`} value={JSON.stringify(block.value ?? null)} />
      )}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-bold text-ink" tabIndex={-1}>
          {label}
        </h3>
        <div className="flex flex-wrap gap-1">
          <BlockButton intent={`block-up:${index}`} label={`Mover ${label} para cima`} disabled={index === 0}>
            <ArrowUp aria-hidden="true" />
          </BlockButton>
          <BlockButton
            intent={`block-down:${index}`}
            label={`Mover ${label} para baixo`}
            disabled={index === count - 1}
          >
            <ArrowDown aria-hidden="true" />
          </BlockButton>
          <BlockButton intent={`block-remove:${index}`} label={`Remover ${label}`}>
            <Trash2 aria-hidden="true" />
          </BlockButton>
        </div>
      </div>
      {type && <p className="mb-3 text-sm text-muted">{type.description}</p>}
      {blockErrors.length > 0 && (
        <p className="mb-3 text-sm font-medium text-danger" role="alert">
          {blockErrors[0]}
        </p>
      )}
      {!type ? (
        <p className="text-sm text-ink">
          Este tipo de bloco não existe mais no site: ele não é mostrado. Remova-o ou mantenha-o como está.
        </p>
      ) : type.siteSection ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-3 text-sm">
          <p>
            {block.source === "site" ? (
              <>
                <strong>Valor do site</strong>: o mesmo de “{type.siteSectionLabel ?? type.siteSection}” em
                Content Management.
              </>
            ) : (
              <>
                <strong>Conteúdo próprio</strong> desta página (os campos abaixo).
              </>
            )}
          </p>
          <Button
            type="submit"
            name="intent"
            value={`block-source:${index}:${block.source === "site" ? "own" : "site"}`}
            variant="outline"
            size="sm"
            formNoValidate
          >
            {block.source === "site" ? "Usar conteúdo próprio" : "Usar o valor do site"}
            <span className="sr-only"> em {label}</span>
          </Button>
        </div>
      ) : null}
      {showsFields && (
        <SectionFields
          fields={type.fields}
          value={block.value}
          errors={errors}
          media={media}
          prefix={blockValuePrefix(index)}
        />
      )}
    </li>
  );
}

/** A page's status on "Páginas": rascunho, publicada, agendada, retirada. */
const statusLooks: Record<string, string> = {
  rascunho: "bg-amber-100 text-amber-900",
  publicada: "bg-emerald-100 text-emerald-900",
  agendada: "bg-sky-100 text-sky-900",
  retirada: "bg-slate-200 text-slate-800",
};

const statusWords: Record<string, string> = {
  rascunho: "Rascunho",
  publicada: "Publicada",
  agendada: "Agendada",
  retirada: "Retirada",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-xs font-semibold ${statusLooks[status] ?? statusLooks.rascunho}`}
    >
      {statusWords[status] ?? status}
    </span>
  );
}
