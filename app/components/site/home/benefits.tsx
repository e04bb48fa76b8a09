export function BenefitsSection() {
  return null;
}
