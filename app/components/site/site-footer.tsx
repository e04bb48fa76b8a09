import type { ComponentType, SVGProps } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import type { CompanyDetails } from "~/content/registry/sections/company";
import type { LogoSettings, SocialLinks } from "~/content/site";
import { companyContact } from "~/lib/company";
import type { loader as rootLoader } from "~/root";
import { ContactDetails } from "./contact-details";
import { Logo } from "./logo";
import { legalNav, morePagesNav, products, sectionNav } from "./shell/navigation";
import { SectionLink } from "./shell/section-link";
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from "./shell/social-icons";

const socialNetworks: {
  key: keyof SocialLinks;
  name: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { key: "facebook", name: "Facebook", Icon: FacebookIcon },
  { key: "instagram", name: "Instagram", Icon: InstagramIcon },
  { key: "twitter", name: "Twitter", Icon: TwitterIcon },
  { key: "linkedin", name: "LinkedIn", Icon: LinkedinIcon },
];

const headingClass = "font-heading text-sm font-bold tracking-wider text-white uppercase";
const linkClass = "rounded text-white/75 transition-colors hover:text-white focus-visible:outline-white";

/**
 * The public footer: brand, quick links to the home page sections and to the pages the page
 * registry puts in the footer, the product list, contact details (the `company` section), the
 * social links the admin filled in, and the legal links; with advertising tags set, the link that
 * opens the consent banner again ("Preferências de cookies"; without JavaScript, the policy's
 * section on cookies, as no tag loads then).
 */
export function SiteFooter({
  socialLinks,
  logo,
  company,
}: {
  socialLinks: SocialLinks;
  logo: LogoSettings;
  /** The `company` section (absent only on an error page drawn without the shell's data). */
  company: CompanyDetails | null;
}) {
  // Its WhatsApp link names the page the visitor is on (a client-side navigation draws it again).
  const { pathname } = useLocation();
  const contact = company ? companyContact(company, pathname) : null;
  const tradingName = company?.tradingName ?? "Cota Fácil";
  const social = socialNetworks.filter(({ key }) => socialLinks[key]?.trim());
  const year = new Date().getFullYear();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const adTagsSet = Boolean(root?.adConsent);

  return (
    <footer className="below-first-screen bg-ink text-[0.9375rem] text-white/75">
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-10 sm:px-6 lg:px-8 lg:pt-20">
        <div className="grid grid-cols-2 gap-x-6 gap-y-12 lg:grid-cols-12 lg:gap-8">
          <div className="col-span-2 lg:col-span-4 lg:pr-8">
            <Link
              to="/"
              aria-label={`${logo.text.trim() || tradingName} – página inicial`}
              className="inline-block rounded-lg focus-visible:outline-white"
            >
              <Logo logo={logo} tone="dark" />
            </Link>
            <p className="mt-5 max-w-sm leading-relaxed">
              Franquia de soluções financeiras: mais de 280 produtos para você empreender com suporte diário e
              marketing pronto.
            </p>
            {social.length > 0 && (
              <ul className="mt-6 flex gap-3">
                {social.map(({ key, name, Icon }) => (
                  <li key={key}>
                    <a
                      href={socialLinks[key]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${name} da ${tradingName}`}
                      className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-primary-strong focus-visible:outline-white"
                    >
                      <Icon className="size-[1.125rem]" />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <nav aria-label="Links rápidos" className="lg:col-span-2">
            <h2 className={headingClass}>Links rápidos</h2>
            <ul className="mt-5 space-y-3">
              {sectionNav.map(({ id, label }) => (
                <li key={id}>
                  <SectionLink section={id} className={linkClass}>
                    {label}
                  </SectionLink>
                </li>
              ))}
              {[
                ...morePagesNav.filter(({ to }) => !root?.navHidden?.includes(to)),
                ...(root?.pageNav?.footer ?? []),
              ].map(({ to, label }) => (
                <li key={to}>
                  <Link to={to} className={linkClass}>
                    {root?.navLabels?.[to] ?? label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className="lg:col-span-3">
            <h2 className={headingClass}>Produtos</h2>
            <ul className="mt-5 space-y-3">
              {products.map((product) => (
                <li key={product}>{product}</li>
              ))}
            </ul>
          </div>

          <div className="col-span-2 lg:col-span-3">
            <h2 className={headingClass}>Contato</h2>
            {contact ? <ContactDetails company={contact} withAddress className="mt-5" /> : null}
          </div>
        </div>

        <div className="mt-14 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm text-white/75 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {company ? `${company.legalName} · CNPJ ${company.cnpj}` : tradingName}. Todos os
            direitos reservados.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legalNav.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
            {adTagsSet ? (
              <li>
                <a href="/privacidade#cookies" data-preferencias-cookies="" className={linkClass}>
                  Preferências de cookies
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </footer>
  );
}
