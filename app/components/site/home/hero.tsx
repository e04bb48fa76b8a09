export function HeroSection() {
  return null;
}
