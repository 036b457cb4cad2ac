import { siteConfig } from "@/content/site";
import { cn } from "@/components/ui/cn";

/** The company's name and postal address; `stacked` gives the country a line of its own. */
export function PostalAddress({
  stacked = false,
  className,
}: {
  stacked?: boolean;
  className?: string;
}) {
  const { name, address } = siteConfig;
  return (
    <address className={cn("not-italic", className)}>
      {name}
      <br />
      {address.street}
      <br />
      {address.postalCode} {address.city}
      {stacked ? <br /> : ", "}
      {address.country}
    </address>
  );
}
