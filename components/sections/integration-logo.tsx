import { brandMarkPath } from "@/lib/brand/brand-marks";
import { cn } from "@/components/ui/cn";

/**
 * A company's mark beside its name: its real mark from simple-icons, in the text's colour, or
 * its initial on a tile where the set has none (lib/brand/brand-marks.ts). Drawn on the server.
 */
export function BrandMark({ name, className }: { name: string; className?: string }) {
  const path = brandMarkPath(name);
  return path ? (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-mark="simple-icons"
      className={cn("shrink-0 fill-current", className)}
    >
      <path d={path} />
    </svg>
  ) : (
    // The initial is drawn from an attribute, so it is no part of the name's text.
    <span
      aria-hidden="true"
      data-mark="letter"
      data-initial={name.charAt(0)}
      className={cn(
        "grid shrink-0 place-items-center rounded-md bg-ink text-[0.8em] leading-none font-bold text-surface before:content-[attr(data-initial)]",
        className,
      )}
    />
  );
}

/** An integration in the logo strip: its mark and its name as the wordmark. */
export function IntegrationLogo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2 rounded-xl border border-line bg-surface px-3 py-2 text-ink shadow-sm sm:gap-2.5 sm:px-3.5 sm:py-2.5">
      <BrandMark name={name} className="size-5" />
      <span className="text-sm font-semibold whitespace-nowrap">{name}</span>
    </span>
  );
}
