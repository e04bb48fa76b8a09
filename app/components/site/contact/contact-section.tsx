export function ContactSection() {
  return <section id="contato" />;
}
