export function PartnersSection() {
  return null;
}
