import type { LogoSettings } from "~/content/site";
export function SiteHeader({ logo }: { logo: LogoSettings }) {
  return <header>{logo.text}</header>;
}
