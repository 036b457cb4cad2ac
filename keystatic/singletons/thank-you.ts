import { fields, singleton } from "@keystatic/core";
import { pageHero, pageMeta, sitePath, text, textList } from "@/keystatic/singletons/shared";

/** content/pages/thank-you.yaml: where a form sent without JavaScript comes back to. */
export const thankYou = singleton({
  label: "Thank-you page",
  path: "content/pages/thank-you",
  format: { data: "yaml" },
  schema: {
    meta: pageMeta,
    hero: pageHero,
    next: textList("What happens next", "Line", 1),
    links: fields.array(fields.object({ label: text("Label"), href: sitePath("Page") }), {
      label: "Links",
      itemLabel: (props) => props.fields.label.value,
      validation: { length: { min: 1 } },
    }),
  },
});
