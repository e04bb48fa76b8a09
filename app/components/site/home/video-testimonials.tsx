export function VideoTestimonialsSection() {
  return null;
}
