/**
 * CNPJ, the Brazilian company registration number: 14 digits, the last two being check digits
 * (modulo 11 with weights 5…2,9…2 and 6…2,9…2). Shown as 00.000.000/0000-00.
 */

export const cnpjMessage =
  "Informe um CNPJ válido (00.000.000/0000-00): os dígitos verificadores não conferem";

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Whether the text is a CNPJ whose check digits are right (dots, slash and dash optional). */
export function isValidCnpj(input: string): boolean {
  if (!/^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/.test(input.trim())) return false;
  const digits = input.replace(/\D/g, "");
  // All-equal numbers pass the arithmetic but are not issued.
  if (/^(\d)\1{13}$/.test(digits)) return false;
  const first = checkDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return Number(digits[12]) === first && Number(digits[13]) === second;
}

/** "00000000000100" → "00.000.000/0001-00" (any other text is returned as it came). */
export function formatCnpj(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits.length !== 14) return input.trim();
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
}
