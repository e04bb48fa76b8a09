/**
 * Brazilian real amounts as the site writes them. `formatBRL(75000)` → "R$ 75.000,00";
 * `formatBRLWhole(8997)` → "R$ 8.997" (the model prices carry no cents).
 */
const withCents = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const whole = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

// Intl puts a no-break space after "R$"; the site's texts use a plain space.
export function formatBRL(amount: number): string {
  return withCents.format(amount).replace(/\u00a0/g, " ");
}

export function formatBRLWhole(amount: number): string {
  return `R$ ${whole.format(Math.round(amount))}`;
}

export function formatPercent(value: number, fractionDigits = 1): string {
  return `${value.toLocaleString("pt-BR", {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  })}%`;
}
