export function TestimonialsSection() {
  return null;
}
