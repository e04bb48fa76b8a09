export function FaqSection() {
  return null;
}
