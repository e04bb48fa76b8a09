import type { LogoSettings, SocialLinks } from "~/content/site";
export function SiteFooter({ logo }: { logo: LogoSettings; socialLinks: SocialLinks }) {
  return <footer>{logo.text}</footer>;
}
