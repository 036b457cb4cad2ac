import { Icon } from "@/components/ui/icon";
import { Quote } from "@/lib/brand/icons";
import { cn } from "@/components/ui/cn";
import { initialsOf } from "@/lib/text/initials";

/**
 * A quotation on the brand gradient: a `statement` in large type with who said it, or a
 * customer's `testimonial` in body type with their initials, role and company.
 */
export function QuoteCard({
  text,
  name,
  detail,
  kind = "statement",
  className,
}: {
  text: string;
  name: string;
  /** Role and company, under the name of a testimonial. */
  detail?: string;
  kind?: "statement" | "testimonial";
  className?: string;
}) {
  const statement = kind === "statement";
  return (
    <figure
      className={cn(
        "rounded-3xl bg-gradient-to-br from-brand-600 to-brand-deep-800 p-8 text-on-fill shadow-lift sm:p-10",
        statement ? "relative overflow-hidden" : "flex flex-col",
        className,
      )}
    >
      <Icon icon={Quote} aria-hidden="true" className="size-10 text-brand-tint-200" />
      <blockquote
        className={cn(
          "mt-6",
          statement
            ? "text-2xl leading-snug font-semibold text-balance sm:text-3xl"
            : "text-xl leading-relaxed font-medium text-pretty",
        )}
      >
        <p>{text}</p>
      </blockquote>
      {statement ? (
        <figcaption className="mt-8 text-brand-tint-100">{name}</figcaption>
      ) : (
        <figcaption className="mt-auto flex items-center gap-4 pt-8">
          <span
            aria-hidden="true"
            className="grid size-12 place-items-center rounded-full bg-on-fill/15 font-bold ring-1 ring-on-fill/30"
          >
            {initialsOf(name)}
          </span>
          <span>
            <span className="block font-semibold">{name}</span>
            {detail && <span className="block text-sm text-brand-tint-100">{detail}</span>}
          </span>
        </figcaption>
      )}
    </figure>
  );
}
