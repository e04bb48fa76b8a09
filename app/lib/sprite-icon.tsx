import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";

/**
 * A lucide icon drawn from the shared sprite file (vite.icon-sprite.ts, docs/decisions/022):
 * the same <svg> element and attributes as lucide-react's own component (size, colour, stroke
 * width, class names, aria-hidden when nothing names the icon), with a <use> pointing into the
 * cached sprite instead of the icon's paths. Stroke and fill set on the <svg> are inherited by
 * the sprite's shapes.
 */
export interface SpriteIconProps extends Omit<SVGProps<SVGSVGElement>, "ref"> {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
}

const defaultSize = 24;

export function spriteIcon(name: string, spriteHref: string) {
  const Icon = forwardRef<SVGSVGElement, SpriteIconProps>(function SpriteIcon(
    {
      color = "currentColor",
      size = defaultSize,
      strokeWidth = 2,
      absoluteStrokeWidth = false,
      className,
      children,
      ...rest
    },
    ref,
  ) {
    const stroke = absoluteStrokeWidth ? (Number(strokeWidth) * defaultSize) / Number(size) : strokeWidth;
    return createElement(
      "svg",
      {
        ref,
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: `0 0 ${defaultSize} ${defaultSize}`,
        fill: "none",
        stroke: color,
        strokeWidth: stroke,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: ["lucide", `lucide-${name}`, className].filter(Boolean).join(" "),
        ...(children || namesItself(rest) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      createElement("use", { href: `${spriteHref}#${name}` }),
      children,
    );
  });
  Icon.displayName = name;
  return Icon;
}

/** Like lucide: an icon given an aria-* attribute, a role or a title is not hidden. */
function namesItself(props: Record<string, unknown>): boolean {
  return Object.entries(props).some(
    ([key, value]) => (key.startsWith("aria-") || key === "role" || key === "title") && value != null,
  );
}
