export function AboutVideoSection() {
  return null;
}
