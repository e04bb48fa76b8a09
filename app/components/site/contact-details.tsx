import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { CompanyContact } from "~/lib/company";

const linkClass =
  "inline-flex items-start gap-3 rounded text-white/75 transition-colors hover:text-white focus-visible:outline-white";
const iconClass = "mt-0.5 size-[1.125rem] shrink-0 text-primary";

/**
 * How to reach the network, on a dark background: phone, WhatsApp, e-mail and, where asked, the
 * address and opening hours. The footer and the thank-you page show this same block, built from
 * the `company` section.
 */
export function ContactDetails({
  company,
  withAddress = false,
  className,
}: {
  company: CompanyContact;
  withAddress?: boolean;
  className?: string;
}) {
  return (
    <ul className={`space-y-4 ${className ?? ""}`}>
      <li>
        <a href={company.phoneHref} className={linkClass}>
          <Phone aria-hidden="true" className={iconClass} />
          <span>
            <span className="sr-only">Telefone: </span>
            {company.phone}
          </span>
        </a>
      </li>
      <li>
        <a href={company.whatsappHref} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <MessageCircle aria-hidden="true" className={iconClass} />
          <span>
            <span className="sr-only">WhatsApp: </span>
            {company.whatsapp} <span className="text-white/60">(WhatsApp)</span>
          </span>
        </a>
      </li>
      <li>
        <a href={`mailto:${company.email}`} className={`${linkClass} break-all`}>
          <Mail aria-hidden="true" className={iconClass} />
          <span>
            <span className="sr-only">E-mail: </span>
            {company.email}
          </span>
        </a>
      </li>
      {withAddress ? (
        <li className="flex items-start gap-3">
          <MapPin aria-hidden="true" className={iconClass} />
          <address className="not-italic">
            <span className="sr-only">Endereço: </span>
            {company.addressLine}
          </address>
        </li>
      ) : null}
      {company.openingHours ? (
        <li className="flex items-start gap-3">
          <Clock aria-hidden="true" className={iconClass} />
          <span>
            <span className="sr-only">Horário de atendimento: </span>
            {company.openingHours}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
