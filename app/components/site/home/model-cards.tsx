export function ModelCardsSection() {
  return null;
}
