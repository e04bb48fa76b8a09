import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, FieldError, Input, Select, Textarea } from "~/components/ui/field";
import type { FieldKind, FieldSpec } from "~/content/registry/define";
import { type FieldErrors, fieldElementId, shownNumber } from "~/content/registry/values";

/**
 * The generic editor of a registry section: one input per `FieldSpec`, named by its path in the
 * value ("partners[2].logo"), its error under it. List buttons (add, remove, move) are submit
 * buttons with an `intent`: they work by keyboard and without JavaScript.
 */

export type MediaOption = { url: string; name: string };

type Context = { errors: FieldErrors; media: MediaOption[] };

export function SectionFields({
  fields,
  value,
  errors,
  media,
  prefix = "",
}: {
  fields: FieldSpec[];
  value: unknown;
  errors: FieldErrors;
  media: MediaOption[];
  /** Where the value sits in a larger form (a page's block: "blocks[2].value."). */
  prefix?: string;
}) {
  return <FieldList fields={fields} value={value} prefix={prefix} context={{ errors, media }} />;
}

function FieldList({
  fields,
  value,
  prefix,
  context,
}: {
  fields: FieldSpec[];
  value: unknown;
  prefix: string;
  context: Context;
}) {
  const record = (value ?? {}) as Record<string, unknown>;
  return (
    <div className="space-y-5">
      {fields.map((field) => (
        <SectionField
          key={field.name}
          field={field}
          value={record[field.name]}
          name={`${prefix}${field.name}`}
          context={context}
        />
      ))}
    </div>
  );
}

/** One entry of the section's value: a group of fields, a list or a single input. */
function SectionField({
  field,
  value,
  name,
  context,
}: {
  field: FieldSpec;
  value: unknown;
  name: string;
  context: Context;
}) {
  if (field.kind === "group") {
    return (
      <fieldset id={fieldElementId(name)} className="rounded-xl border border-border p-4">
        <legend className="px-1 text-sm font-bold text-ink">{field.label}</legend>
        {field.description && <p className="mb-3 text-sm text-muted">{field.description}</p>}
        <FieldList fields={field.fields ?? []} value={value} prefix={`${name}.`} context={context} />
      </fieldset>
    );
  }
  if (field.kind === "list") return <ListField field={field} value={value} name={name} context={context} />;
  return <InputField field={field} value={value} name={name} context={context} />;
}

function ListField({
  field,
  value,
  name,
  context,
}: {
  field: FieldSpec;
  value: unknown;
  name: string;
  context: Context;
}) {
  const items = Array.isArray(value) ? value : [];
  const itemLabel = field.itemLabel ?? "Item";
  // The layout's counts: the buttons that would break them are not offered (the schema refuses too).
  const canRemove = field.minItems === undefined || items.length > field.minItems;
  const canAdd = field.maxItems === undefined || items.length < field.maxItems;
  const errorId = `${fieldElementId(name)}-erro`;
  const errors = context.errors[name];
  return (
    <fieldset
      id={fieldElementId(name)}
      aria-describedby={errors ? errorId : undefined}
      className="rounded-xl border border-border p-4"
    >
      <legend className="px-1 text-sm font-bold text-ink">{field.label}</legend>
      {field.description && <p className="mb-3 text-sm text-muted">{field.description}</p>}
      <FieldError id={errorId} error={errors?.[0]} />
      <ol className="space-y-4">
        {items.map((item, index) => {
          const itemName = `${name}[${index}]`;
          const label = `${itemLabel} ${index + 1}`;
          return (
            <li
              key={itemName}
              id={fieldElementId(itemName)}
              className="rounded-lg border border-border bg-slate-50 p-3"
            >
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm font-bold text-ink">{label}</h3>
                <div className="flex flex-wrap gap-1">
                  <ItemButton
                    intent={`list-up:${itemName}`}
                    label={`Mover ${label} para cima`}
                    disabled={index === 0}
                  >
                    <ArrowUp aria-hidden="true" />
                  </ItemButton>
                  <ItemButton
                    intent={`list-down:${itemName}`}
                    label={`Mover ${label} para baixo`}
                    disabled={index === items.length - 1}
                  >
                    <ArrowDown aria-hidden="true" />
                  </ItemButton>
                  {canRemove && (
                    <ItemButton intent={`list-remove:${itemName}`} label={`Remover ${label}`}>
                      <Trash2 aria-hidden="true" />
                    </ItemButton>
                  )}
                </div>
              </div>
              {field.fields ? (
                <FieldList fields={field.fields} value={item} prefix={`${itemName}.`} context={context} />
              ) : (
                // A list of plain texts: the item's heading already says which one it is.
                <InputField
                  field={{ name: String(index), label, kind: "text" }}
                  value={item}
                  name={itemName}
                  context={context}
                  hideLabel
                />
              )}
            </li>
          );
        })}
      </ol>
      {canAdd ? (
        <Button
          type="submit"
          name="intent"
          value={`list-add:${name}`}
          variant="outline"
          size="sm"
          formNoValidate
          className="mt-4"
        >
          <Plus aria-hidden="true" />
          Adicionar {itemLabel.toLowerCase()}
        </Button>
      ) : (
        <p className="mt-4 text-sm text-muted">
          Esta lista aceita no máximo {field.maxItems} {field.maxItems === 1 ? "item" : "itens"}.
        </p>
      )}
    </fieldset>
  );
}

function ItemButton({
  intent,
  label,
  disabled,
  children,
}: {
  intent: string;
  label: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant="ghost"
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

/** The input type and keyboard of each kind; the section's schema decides what is valid. */
const inputs: Partial<
  Record<
    FieldKind,
    { type: string; inputMode?: "decimal" | "numeric" | "tel" | "url" | "email"; step?: number }
  >
> = {
  text: { type: "text" },
  number: { type: "text", inputMode: "decimal" },
  money: { type: "text", inputMode: "decimal" },
  email: { type: "email", inputMode: "email" },
  phone: { type: "tel", inputMode: "tel" },
  whatsapp: { type: "tel", inputMode: "tel" },
  cnpj: { type: "text", inputMode: "numeric" },
  url: { type: "url", inputMode: "url" },
  youtube: { type: "text", inputMode: "url" },
  date: { type: "date" },
  time: { type: "time" },
  // Seconds shown: a deadline such as 23:59:59 keeps them.
  datetime: { type: "datetime-local", step: 1 },
};

const hints: Partial<Record<FieldKind, string>> = {
  money: "Em reais, por exemplo 8.997 ou 8.997,50.",
  whatsapp: "Com DDD, por exemplo (11) 91234-5678.",
  cnpj: "Por exemplo 12.345.678/0001-90.",
  youtube: "O endereço do vídeo no YouTube ou o seu código.",
};

function InputField({
  field,
  value,
  name,
  context,
  hideLabel,
}: {
  field: FieldSpec;
  value: unknown;
  name: string;
  context: Context;
  hideLabel?: boolean;
}) {
  const id = fieldElementId(name);
  const text = shownValue(value);
  let control: ReactNode;
  if (field.options) {
    control = <OptionSelect name={name} value={text} options={field.options} />;
  } else if (field.kind === "textarea") {
    control = <Textarea name={name} defaultValue={text} rows={4} />;
  } else if (field.kind === "image") {
    control = <ImageSelect name={name} value={text} media={context.media} />;
  } else {
    const input = inputs[field.kind] ?? { type: "text" };
    control = (
      <Input
        name={name}
        type={input.type}
        inputMode={input.inputMode}
        step={input.step}
        defaultValue={text}
      />
    );
  }
  return (
    <Field
      id={id}
      errorId={`${id}-erro`}
      descriptionId={`${id}-dica`}
      label={field.label}
      hideLabel={hideLabel}
      description={field.description ?? hints[field.kind]}
      error={context.errors[name]?.[0]}
    >
      {control}
    </Field>
  );
}

/** A number in the Brazilian way the form reads it back ("8.997", "2,5"). */
function shownValue(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "number" ? shownNumber(value) : String(value);
}

/** A closed choice (an icon…): a value no longer offered is kept and marked, as for images. */
function OptionSelect({
  name,
  value,
  options,
}: {
  name: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  const offered = options.some((option) => option.value === value);
  return (
    <Select name={name} defaultValue={value} className="sm:max-w-md">
      {!value && <option value="">Escolha uma opção</option>}
      {value && !offered && <option value={value}>Atual: {value}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

/**
 * An image is picked from the media library; an address no longer there is kept and marked. The
 * preview follows the choice at once (not only after a save), and an address that does not load
 * shows a line saying so rather than a broken image. Without JavaScript only the library's
 * images, which were checked when added, are previewed.
 */
function ImageSelect({ name, value, media }: { name: string; value: string; media: MediaOption[] }) {
  const inLibrary = media.some((item) => item.url === value);
  const selectRef = useRef<HTMLSelectElement>(null);
  const [chosen, setChosen] = useState(value);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // The browser may have put back another choice (Back, a restored form): follow the select.
    if (selectRef.current) setChosen(selectRef.current.value);
    setHydrated(true);
  }, []);
  const previewed = hydrated ? chosen : inLibrary ? value : "";
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Select
        ref={selectRef}
        name={name}
        defaultValue={value}
        className="sm:max-w-md"
        onChange={(event) => setChosen(event.currentTarget.value)}
      >
        <option value="">Nenhuma imagem</option>
        {value && !inLibrary && <option value={value}>Atual: {value}</option>}
        {media.map((item) => (
          <option key={item.url} value={item.url}>
            {item.name}
          </option>
        ))}
      </Select>
      {previewed && <ImagePreview key={previewed} src={previewed} />}
    </div>
  );
}

/** The chosen image, small; "Imagem indisponível" when it does not load. */
function ImagePreview({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image that failed before the page was hydrated fired its error unheard: decode() tells.
    imageRef.current?.decode().catch(() => setFailed(true));
  }, []);
  if (failed) {
    return (
      <span className="inline-flex h-12 items-center rounded border border-dashed border-border px-2 text-sm text-muted">
        Imagem indisponível
      </span>
    );
  }
  return (
    <img
      ref={imageRef}
      src={src}
      alt=""
      width={64}
      height={48}
      onError={() => setFailed(true)}
      className="h-12 w-16 rounded border border-border object-contain"
    />
  );
}
