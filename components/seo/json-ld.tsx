import type { Graph, Thing, WithContext } from "schema-dts";
import { serializeJsonLd } from "@/lib/seo/json-ld";

/** Structured data for search engines, rendered on the server into the prerendered HTML. */
export function JsonLd({ data }: { data: WithContext<Thing> | Graph }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
