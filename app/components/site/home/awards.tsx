export function AwardsSection() {
  return null;
}
