import { describe, expect, it } from "vitest";
import { expo as expoEvent } from "~/content/registry/sections/expo";
import { contactSchema } from "~/forms/contact-schema";
import { expoSchema } from "~/forms/expo-schema";
import { hasInvalidCharacters, invalidCharactersMessage, plainText } from "~/forms/plain-text";
import { validContactLead } from "../support/contact-lead";

describe("plain text fields", () => {
  it("refuses control characters and unpaired surrogates, keeps tabs and (when multiline) line breaks", () => {
    for (const text of ["a\u0000b", "a\u0007", "\u001b[31m", "a\u007f", "a\u0085", "a\ud800"]) {
      expect(hasInvalidCharacters(text), JSON.stringify(text)).toBe(true);
    }
    expect(hasInvalidCharacters("São José\tSC")).toBe(false);
    expect(hasInvalidCharacters("linha 1\nlinha 2")).toBe(true);
    expect(hasInvalidCharacters("linha 1\r\nlinha 2", { multiline: true })).toBe(false);
    expect(hasInvalidCharacters("linha 1\u0000", { multiline: true })).toBe(true);
    expect(hasInvalidCharacters("😀 ok")).toBe(false);
  });

  it("answers the Portuguese field message and trims, with the field's own rules after it", () => {
    const name = plainText({ error: "Informe seu nome" }).min(1, { error: "Informe seu nome" }).max(5);
    expect(name.safeParse("  Ana  ").data).toBe("Ana");
    expect(name.safeParse("A\u0000na").error?.issues.map((issue) => issue.message)).toEqual([
      invalidCharactersMessage,
    ]);
    expect(name.safeParse(undefined).error?.issues[0].message).toBe("Informe seu nome");
    expect(name.safeParse("   ").error?.issues[0].message).toBe("Informe seu nome");
  });

  it("is used by the contact and expo forms", () => {
    const contact = contactSchema.safeParse({ ...validContactLead, name: "Maria\u0000" });
    expect(contact.error?.issues).toEqual([
      expect.objectContaining({ path: ["name"], message: invalidCharactersMessage }),
    ]);
    const expo = expoSchema(expoEvent.defaults, "2025-06-20").safeParse({
      name: "Roberto",
      email: "roberto@example.com.br",
      phone: "11912345678\u0000",
      city: "Sorocaba",
      currentMarket: "Contador",
      preferred_day: "2025-06-26",
      preferred_time: "15h-17h",
      message: "Olá\nAté já",
      consent: "on",
    });
    expect(expo.error?.issues).toEqual([
      expect.objectContaining({ path: ["phone"], message: invalidCharactersMessage }),
    ]);
  });
});
