import Link from "next/link";
import type { ComponentProps } from "react";
import { cn } from "@/components/ui/cn";
import { buttonVariants, type ButtonVariantProps } from "@/components/ui/button-variants";

export { buttonVariants, type ButtonVariantProps };

/** A link styled as a button: internal paths go through next/link, others are plain anchors. */
export function ButtonLink({
  className,
  variant,
  size,
  href,
  ...props
}: Omit<ComponentProps<"a">, "href"> & ButtonVariantProps & { href: string }) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (href.startsWith("/")) return <Link href={href} className={classes} {...props} />;
  return <a href={href} className={classes} {...props} />;
}
