import { cn } from "@/components/ui/cn";

type SectionHeaderProps = {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  align?: "center" | "left";
  tone?: "light" | "dark";
  className?: string;
};

/** The eyebrow, h2 and intro every landing-page section opens with. */
export function SectionHeader({
  id,
  eyebrow,
  heading,
  intro,
  align = "center",
  tone = "light",
  className,
}: SectionHeaderProps) {
  const dark = tone === "dark";
  return (
    <div className={cn(align === "center" && "mx-auto max-w-4xl text-center", className)}>
      {eyebrow && (
        <p
          className={cn(
            "text-sm font-semibold tracking-wide uppercase",
            dark ? "text-brand-tint-300" : "text-brand-700",
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          "mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl",
          dark ? "text-on-fill" : "text-ink",
        )}
      >
        {heading}
      </h2>
      {intro && (
        <p
          className={cn(
            "mt-4 text-base leading-7 text-pretty sm:text-lg sm:leading-8",
            align === "center" && "mx-auto max-w-3xl",
            dark ? "text-on-fill-muted" : "text-ink-muted",
          )}
        >
          {intro}
        </p>
      )}
    </div>
  );
}
