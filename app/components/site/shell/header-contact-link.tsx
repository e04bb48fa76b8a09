import { buttonClassName } from "~/components/ui/button";
import { SectionLink } from "./section-link";

/** The header's 'Fale conosco': a link to the #contato section (see SectionLink). */
export function HeaderContactLink() {
  return (
    <SectionLink section="contato" className={buttonClassName({ variant: "secondary", size: "sm" })}>
      Fale conosco
    </SectionLink>
  );
}
