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
