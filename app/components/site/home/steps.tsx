export function StepsSection() {
  return null;
}
