import { getFormProps, useForm } from "@conform-to/react";
import { type Browser, chromium, type Page } from "@playwright/test";
import { type ComponentType, createElement as h, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContactForm } from "~/components/site/contact/contact-form";
import { TextField } from "~/components/ui/conform-field";
import {
  Checkbox,
  CheckboxField,
  Field,
  FieldLook,
  type FieldProps,
  Input,
  Select,
  Textarea,
} from "~/components/ui/field";
import { consentPartsFor, defaultContactFields, type PublicContactForm } from "~/forms/contact";

/**
 * The field kit's accessibility wiring as a person with a screen reader meets it: the markup the
 * server sends is opened in Chromium, each control is found by its label's text (the label's
 * `for` names the control's id), and its description is read from the texts `aria-describedby`
 * points at. A refused field says so (`aria-invalid`) and is described by its error message.
 */

/** A field around its control (children), as JSX would write it. */
const field = (props: Omit<FieldProps, "children">, control: ReactNode) =>
  h(Field as ComponentType<Omit<FieldProps, "children">>, props, control);
const checkboxField = (props: Omit<FieldProps, "children">, control: ReactNode) =>
  h(CheckboxField as ComponentType<Omit<FieldProps, "children">>, props, control);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
    ],
  });
  page = await browser.newPage();
}, 30_000);
afterAll(() => browser?.close());

async function open(element: ReturnType<typeof h>) {
  await page.setContent(`<!doctype html><html lang="pt-BR"><body>${renderToString(element)}</body></html>`);
}

/** The control a label names, found the way assistive technology finds it. */
async function control(name: string) {
  const found = page.getByLabel(name, { exact: true });
  expect(await found.count(), `one control labelled "${name}"`).toBe(1);
  return found;
}

/** What a screen reader reads after the control's name: the texts aria-describedby points at. */
async function description(name: string): Promise<string> {
  return (await control(name)).evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? `(missing #${id})`)
      .join(" | "),
  );
}

async function invalid(name: string) {
  return (await control(name)).getAttribute("aria-invalid");
}

describe("the field kit", () => {
  it("labels each kind of control, describes it and marks it refused", async () => {
    await open(
      h(
        "form",
        null,
        field(
          {
            id: "email",
            label: "E-mail",
            description: "O do trabalho.",
            error: "Informe um e-mail válido",
          },
          h(Input, { name: "email", type: "email" }),
        ),
        field({ id: "cidade", label: "Cidade", required: true }, h(Input, { name: "city" })),
        field(
          {
            id: "estado",
            label: "Estado",
            error: "Selecione seu estado",
          },
          h(Select, { name: "state" }, h("option", { value: "" }, "Selecione")),
        ),
        field(
          {
            id: "mensagem",
            label: "Mensagem",
            description: "Até 2000 letras.",
          },
          h(Textarea, { name: "m" }),
        ),
        checkboxField(
          {
            id: "aceite",
            label: "Li e concordo",
            required: true,
            error: "Aceite para enviar",
          },
          h(Checkbox, { name: "consent" }),
        ),
      ),
    );

    expect(await description("E-mail")).toBe("Informe um e-mail válido | O do trabalho.");
    expect(await invalid("E-mail")).toBe("true");
    expect(await (await control("E-mail")).getAttribute("type")).toBe("email");

    expect(await description("Cidade")).toBe("");
    expect(await invalid("Cidade")).toBeNull();
    expect(await (await control("Cidade")).evaluate((input: HTMLInputElement) => input.required)).toBe(true);

    expect(await (await control("Estado")).evaluate((element) => element.tagName)).toBe("SELECT");
    expect(await description("Estado")).toBe("Selecione seu estado");
    expect(await invalid("Estado")).toBe("true");

    expect(await (await control("Mensagem")).evaluate((element) => element.tagName)).toBe("TEXTAREA");
    expect(await description("Mensagem")).toBe("Até 2000 letras.");

    expect(await (await control("Li e concordo")).getAttribute("type")).toBe("checkbox");
    expect(await description("Li e concordo")).toBe("Aceite para enviar");
    expect(await invalid("Li e concordo")).toBe("true");

    // An accepted field's error box is there but empty, and nothing points at it.
    expect(await page.locator("#cidade-error").textContent()).toBe("");
  });

  it("wires a Conform field the server refused", async () => {
    function SignIn() {
      const [form, fields] = useForm({
        id: "login",
        lastResult: {
          status: "error",
          initialValue: { email: "ana@" },
          error: { email: ["Email inválido"] },
        },
      });
      return h(
        "form",
        getFormProps(form),
        h(TextField, { label: "Email", field: fields.email, type: "email", description: "O da sua conta." }),
        h(TextField, { label: "Senha", field: fields.password, type: "password" }),
      );
    }
    await open(h(SignIn));

    expect(await description("Email")).toBe("Email inválido | O da sua conta.");
    expect(await invalid("Email")).toBe("true");
    expect(await (await control("Email")).inputValue()).toBe("ana@");
    expect(await description("Senha")).toBe("");
    expect(await invalid("Senha")).toBeNull();
  });

  it("draws the lead form's refused fields for the visitor, in the public look", async () => {
    const fields = Object.fromEntries(
      defaultContactFields.map((field) => [
        field.name,
        { label: field.label, placeholder: field.placeholder ?? "", required: field.name !== "city" },
      ]),
    );
    const form: PublicContactForm = {
      fields,
      submitButtonText: "Quero ser um franqueado",
      consent: consentPartsFor("Cota Fácil"),
    };
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () =>
          h(ContactForm, {
            form,
            pagePath: "/",
            investmentChoices: {
              amounts: ["R$ 14.997"],
              defaultAmount: "R$ 14.997",
              cashOnlyAmount: "R$ 8.997",
            },
            serverResult: {
              status: "error",
              fieldErrors: { email: "Informe um e-mail válido", consent: "Para enviar, aceite a Política" },
              values: { email: "ana@" },
            },
          }),
      },
    ]);
    await open(h(Stub, { initialEntries: ["/"] }));

    expect(await description("E-mail")).toBe("Informe um e-mail válido");
    expect(await invalid("E-mail")).toBe("true");
    expect(await (await control("E-mail")).getAttribute("id")).toBe("contato-email");
    // The summary's link leads to the refused control.
    expect(await page.getByRole("link", { name: "Informe um e-mail válido" }).getAttribute("href")).toBe(
      "#contato-email",
    );
    expect(await description("Nome completo")).toBe("");
    expect(await (await control("Nome completo")).evaluate((input: HTMLInputElement) => input.required)).toBe(
      true,
    );
    // A field the admin made optional says so, and the browser does not require it.
    expect(
      await (await control("Cidade (opcional)")).evaluate((input: HTMLInputElement) => input.required),
    ).toBe(false);
    const consent = page.getByRole("checkbox");
    expect(await consent.getAttribute("aria-invalid")).toBe("true");
    expect(await consent.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent)).toContain(
      "Política de Privacidade",
    );
    // The public look: the visitors' taller controls, not the admin's.
    expect(await (await control("E-mail")).getAttribute("class")).toContain("field-control-public");
  });

  it("gives admin and public controls their own look", async () => {
    await open(
      h(
        "div",
        null,
        field({ id: "a", label: "Admin" }, h(Input, { name: "a" })),
        h(FieldLook, { value: "public" }, field({ id: "p", label: "Público" }, h(Input, { name: "p" }))),
      ),
    );
    expect(await (await control("Admin")).getAttribute("class")).toContain("field-control-admin");
    expect(await (await control("Público")).getAttribute("class")).toContain("field-control-public");
  });
});
