import Link from "next/link";
import type { LegalBlock as Block } from "@/content/pages/legal";
import { siteConfig } from "@/content/site";
import { mailto } from "@/lib/mailto";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** One paragraph, list, term list or contact card of a legal document. */
export function LegalBlock({ block, contactEmail }: { block: Block; contactEmail: string }) {
  switch (block.kind) {
    case "p":
      return (
        <p>
          {block.text}
          {block.link && (
            <>
              {" "}
              <Link href={block.link.href} className={linkClass}>
                {block.link.label}
              </Link>
              .
            </>
          )}
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-500">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "terms":
      return (
        <dl className="divide-y divide-line overflow-hidden rounded-xl border border-line">
          {block.items.map((item) => (
            <div key={item.term} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="font-semibold text-ink">{item.term}</dt>
              <dd>{item.description}</dd>
            </div>
          ))}
        </dl>
      );
    case "contact": {
      const { name, address } = siteConfig;
      return (
        <address className="rounded-xl border border-line bg-surface-muted px-5 py-4 not-italic">
          <span className="block font-semibold text-ink">{name}</span>
          {address.street}
          <br />
          {address.postalCode} {address.city}, {address.country}
          <br />
          <a href={mailto(contactEmail)} className={linkClass}>
            {contactEmail}
          </a>
        </address>
      );
    }
  }
}
