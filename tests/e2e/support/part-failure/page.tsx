import { useEffect, useState } from "react";
import { partWhenVisible, staticPart } from "~/components/islands";

/**
 * A page of parts like a public page's, for the test of a part that fails: a working static part,
 * a part that fails on the server and in the browser, one that fails only once in the browser
 * (in an effect, like a carousel plugin), and a contact form that must keep working.
 */

const Intro = staticPart(
  async () =>
    function Intro() {
      return (
        <section id="inicio">
          <h1>Página de teste</h1>
        </section>
      );
    },
);

const FailsEverywhere = partWhenVisible(
  "falha-sempre",
  async () =>
    function FailsEverywhere(): never {
      throw new Error("a part that fails on the server and in the browser");
    },
);

const FailsInBrowser = partWhenVisible(
  "falha-no-navegador",
  async () =>
    function FailsInBrowser() {
      useEffect(() => {
        throw new Error("a part that fails in the browser");
      }, []);
      return (
        <section id="falha-no-navegador">
          <h2>Parceiros</h2>
        </section>
      );
    },
);

const Contact = partWhenVisible(
  "contato",
  async () =>
    function Contact() {
      const [sent, setSent] = useState(0);
      return (
        <section id="contato">
          <h2>Fale conosco</h2>
          <button type="button" onClick={() => setSent((count) => count + 1)}>
            Enviar
          </button>
          <output>{sent ? `Enviado ${sent}` : ""}</output>
        </section>
      );
    },
);

export function PartFailurePage() {
  return (
    <main>
      <Intro />
      <FailsEverywhere />
      <FailsInBrowser />
      <Contact />
    </main>
  );
}
