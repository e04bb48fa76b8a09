import type { PromoBannerSettings } from "~/content/site";
export function PromoBanner(_props: { banner: PromoBannerSettings }) {
  return null;
}
