import { describe, expect, it } from "vitest";
import { youtubeVideo } from "~/forms/section-rules";
import { formatCnpj, isValidCnpj } from "~/lib/cnpj";
import {
  formatBrazilianPhone,
  isBrazilianMobile,
  isBrazilianPhone,
  phoneHref,
  whatsappHref,
} from "~/lib/phone";
import { youtubeThumbnailUrl, youtubeVideoId } from "~/lib/youtube";

describe("CNPJ check digits", () => {
  it("accepts numbers whose two check digits are right, with or without punctuation", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("11222333000181")).toBe(true);
  });
  it("refuses a wrong check digit, the all-equal numbers and anything not 14 digits", () => {
    expect(isValidCnpj("11.222.333/0001-82")).toBe(false);
    expect(isValidCnpj("11.222.333/0001-91")).toBe(false);
    // The example number the product ships with is no real company's: its digits are wrong.
    expect(isValidCnpj("00.000.000/0001-00")).toBe(false);
    expect(isValidCnpj("11.111.111/1111-11")).toBe(false);
    expect(isValidCnpj("1122233300018")).toBe(false);
    expect(isValidCnpj("11.222.333/0001-81 ")).toBe(true);
    expect(isValidCnpj("11a222333000181")).toBe(false);
  });
  it("is shown as 00.000.000/0000-00", () => {
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
  });
});

describe("Brazilian phones and WhatsApp numbers", () => {
  it("takes a mobile with its area code as a WhatsApp number, in any common writing", () => {
    for (const number of ["(11) 99999-1234", "11999991234", "+55 11 99999-1234", "21 98765 4321"]) {
      expect(isBrazilianMobile(number)).toBe(true);
    }
  });
  it("refuses as WhatsApp a landline, a number without area code, an unused area code or letters", () => {
    for (const number of [
      "(11) 4000-1234",
      "99999-1234",
      "(20) 99999-1234",
      "(11) 89999-1234",
      "(11) 9999A-1234",
    ]) {
      expect(isBrazilianMobile(number)).toBe(false);
    }
  });
  it("takes landlines, mobiles and 0800 numbers as the company phone", () => {
    for (const number of ["(11) 4000-1234", "(11) 99999-1234", "0800 123 4567", "+55 (48) 3222-1000"]) {
      expect(isBrazilianPhone(number)).toBe(true);
    }
    for (const number of ["4000-1234", "(11) 1000-1234", "(11) 4000-12345", "telefone"]) {
      expect(isBrazilianPhone(number)).toBe(false);
    }
  });
  it("builds the tel: and wa.me links and the shown form from the number", () => {
    expect(formatBrazilianPhone("+55 11 99999 1234")).toBe("(11) 99999-1234");
    expect(formatBrazilianPhone("0800 1234567")).toBe("0800 123 4567");
    expect(phoneHref("(11) 4000-1234")).toBe("tel:+551140001234");
    expect(phoneHref("0800 123 4567")).toBe("tel:08001234567");
    expect(whatsappHref("(11) 99999-1234")).toBe("https://wa.me/5511999991234");
    expect(whatsappHref("+55 21 98765-4321")).toBe("https://wa.me/5521987654321");
    expect(whatsappHref("(11) 99999-1234", "Olá! Vim pela página “Início” & quero saber?")).toBe(
      "https://wa.me/5511999991234?text=Ol%C3%A1!%20Vim%20pela%20p%C3%A1gina%20%E2%80%9CIn%C3%ADcio%E2%80%9D%20%26%20quero%20saber%3F",
    );
  });
});

describe("YouTube address or id", () => {
  const id = "dQw4w9WgXcQ";
  it("finds the id in every address YouTube gives, or takes the bare id", () => {
    for (const input of [
      id,
      ` ${id} `,
      `https://www.youtube.com/watch?v=${id}`,
      `https://youtube.com/watch?feature=share&v=${id}`,
      `https://m.youtube.com/watch?v=${id}&t=42s`,
      `youtube.com/watch?v=${id}`,
      `https://youtu.be/${id}`,
      `https://youtu.be/${id}?si=abc`,
      `https://www.youtube.com/embed/${id}`,
      `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
      `https://www.youtube.com/shorts/${id}`,
    ]) {
      expect(youtubeVideoId(input), input).toBe(id);
    }
  });
  it("refuses other sites, playlists, channels and ids of the wrong length", () => {
    for (const input of [
      "",
      "dQw4w9WgXc",
      "dQw4w9WgXcQQ",
      `https://vimeo.com/${id}`,
      `https://www.youtube.com.evil.example/watch?v=${id}`,
      "https://www.youtube.com/playlist?list=PL123",
      "https://www.youtube.com/@cotafacil",
      `javascript:alert('${id}')`,
    ]) {
      expect(youtubeVideoId(input), input).toBeNull();
    }
  });
  it("as a zod rule, stores the id and answers in Portuguese", () => {
    expect(youtubeVideo().parse(`https://youtu.be/${id}`)).toBe(id);
    const refused = youtubeVideo().safeParse("https://vimeo.com/123");
    expect(refused.error?.issues[0].message).toMatch(/^Informe um endereço de vídeo do YouTube/);
  });
  it("has the video's own still as the fallback poster", () => {
    expect(youtubeThumbnailUrl(id)).toBe(`https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
  });
});
