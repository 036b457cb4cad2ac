import { config, fields, singleton } from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import { describe, expect, it } from "vitest";
import { faqContent, faqSchema } from "@/content/faq";
import { iconNames } from "@/content/icons";
import { siteTokens } from "@/content/tokens";
import { resolveTokens } from "@/lib/content/tokens";

// A minimal Keystatic configuration over the repository's own files: what the editor reads, the
// build's schemas accept.
const text = (label: string) => fields.text({ label });
const keystatic = config({
  storage: { kind: "local" },
  singletons: {
    faq: singleton({
      label: "FAQ",
      path: "content/faq",
      schema: {
        eyebrow: text("Eyebrow"),
        heading: text("Heading"),
        intro: text("Intro"),
        items: fields.array(
          fields.object({
            question: text("Question"),
            answer: fields.text({ label: "Answer", multiline: true }),
            icon: fields.select({
              label: "Icon",
              options: iconNames.map((name) => ({ label: name, value: name })),
              defaultValue: "CircleHelp",
            }),
          }),
          { label: "Questions", itemLabel: (props) => props.fields.question.value },
        ),
        contact: fields.object({
          heading: text("Heading"),
          text: fields.text({ label: "Text", multiline: true }),
          emailLabel: text("E-mail label"),
          chatLabel: text("Chat label"),
          badges: fields.array(text("Badge"), { label: "Badges" }),
        }),
      },
    }),
  },
  collections: {},
});

const reader = createReader(process.cwd(), keystatic);

describe("content files through Keystatic's reader", () => {
  it("reads the FAQ (a YAML data file) as the build does", async () => {
    const entry = await reader.singletons.faq.readOrThrow();
    const parsed = faqSchema.parse(resolveTokens("content/faq.yaml", entry, siteTokens));
    expect(parsed).toEqual(faqContent);
  });
});
