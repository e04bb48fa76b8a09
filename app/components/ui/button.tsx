import { clsx } from "clsx";
import type { ButtonHTMLAttributes, Ref } from "react";

/**
 * Button looks: variants primary, secondary, outline, ghost; sizes sm, md,
 * lg. The two destructive looks are for actions that remove or replace data (reset, clear,
 * delete): --color-danger (#b91c1c) on white and white on it are 6.5:1, above WCAG AA's 4.5:1.
 */
export type ButtonVariant =
  | "primary"
  | "secondary"
  | "outline"
  | "ghost"
  | "destructive"
  | "destructive-outline";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors duration-150 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary-strong text-white shadow-sm hover:bg-ink-soft",
  secondary: "bg-accent-strong text-white shadow-sm hover:bg-ink-soft",
  outline: "border border-current text-primary-strong hover:bg-primary-soft",
  ghost: "text-ink hover:bg-primary-soft",
  destructive: "bg-danger text-white shadow-sm hover:bg-red-800",
  "destructive-outline": "border border-current text-danger hover:bg-red-50",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-10 px-4 text-sm [&_svg]:size-4",
  md: "h-11 px-5 text-[0.9375rem] [&_svg]:size-[1.125rem]",
  lg: "h-12 px-6 text-base [&_svg]:size-5",
};

/**
 * Class names of a button, for links and other elements that should look like one. Extra
 * classes are appended, not merged (this ships on every public page, so it stays free of a
 * class-merging library): pass only classes that do not compete with the variant and size,
 * e.g. margins or width, and wrap the element to hide it.
 */
export function buttonClassName({
  variant = "primary",
  size = "md",
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return clsx(base, variants[variant], sizes[size], className);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, className })} {...props} />;
}
