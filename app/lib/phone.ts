/**
 * Brazilian phone mask: "(11) 98765-4321" for mobiles (11 digits with area code),
 * "(11) 3456-7890" for landlines (10 digits). Partial input is masked as far as it goes.
 */
export function maskBrazilianPhone(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 11);
  if (digits.length === 0) return "";
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  const splitAt = digits.length === 11 ? 5 : 4;
  if (rest.length <= splitAt) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, splitAt)}-${rest.slice(splitAt)}`;
}

/** Area codes (DDD) in use in Brazil. */
const areaCodes = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** The national digits of a number typed with or without +55, spaces, dots and dashes. */
export function nationalDigits(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (
    (digits.length === 12 || digits.length === 13) &&
    digits.startsWith("55") &&
    /^\+?\s*55/.test(input.trim())
  ) {
    return digits.slice(2);
  }
  return digits;
}

/** A mobile number with its area code: 11 digits, the ninth digit after the DDD being 9. */
export function isBrazilianMobile(input: string): boolean {
  if (/[^\d\s()+.-]/.test(input)) return false;
  const digits = nationalDigits(input);
  return digits.length === 11 && areaCodes.has(Number(digits.slice(0, 2))) && digits[2] === "9";
}

/** A landline (DDD + 8 digits starting 2–5), a mobile, or a 0800/0300 number. */
export function isBrazilianPhone(input: string): boolean {
  if (/[^\d\s()+.-]/.test(input)) return false;
  const digits = nationalDigits(input);
  if (/^0[358]00\d{7}$/.test(digits)) return true;
  if (digits.length === 10) return areaCodes.has(Number(digits.slice(0, 2))) && /[2-5]/.test(digits[2]);
  return isBrazilianMobile(input);
}

/** How a phone is shown: "(11) 4000-1234", "(11) 99999-1234", "0800 123 4567". */
export function formatBrazilianPhone(input: string): string {
  const digits = nationalDigits(input);
  if (/^0[358]00\d{7}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  return maskBrazilianPhone(digits);
}

/** The tel: link of a Brazilian number, in international form. */
export function phoneHref(input: string): string {
  const digits = nationalDigits(input);
  return digits.startsWith("0") ? `tel:${digits}` : `tel:+55${digits}`;
}

/** The WhatsApp chat link of a Brazilian mobile number, opening with `text` written in, if any. */
export function whatsappHref(input: string, text = ""): string {
  const chat = `https://wa.me/55${nationalDigits(input)}`;
  return text ? `${chat}?text=${encodeURIComponent(text)}` : chat;
}
