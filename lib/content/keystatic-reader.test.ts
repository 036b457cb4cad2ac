import { readFileSync } from "node:fs";
import Markdoc from "@markdoc/markdoc";
import { collection, config, fields, singleton } from "@keystatic/core";
import { block, wrapper } from "@keystatic/core/content-components";
import { createReader } from "@keystatic/core/reader";
import { describe, expect, it } from "vitest";
import { faqContent, faqSchema } from "@/content/faq";
import { iconNames } from "@/content/icons";
import { legalFrontmatterSchema } from "@/content/pages/legal";
import { legalDocument } from "@/content/legal";
import { longFormConfig, toSections } from "@/lib/content/long-form";
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
            id: text("ID"),
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
          badges: fields.array(fields.object({ label: text("Badge"), note: text("Note") }), {
            label: "Badges",
          }),
        }),
      },
    }),
  },
  collections: {
    legal: collection({
      label: "Legal pages",
      path: "content/legal/*",
      slugField: "title",
      format: { contentField: "body" },
      schema: {
        title: fields.slug({ name: { label: "Title" } }),
        meta: fields.object({
          title: text("Search title"),
          description: fields.text({ label: "Search description", multiline: true }),
        }),
        eyebrow: text("Eyebrow"),
        summary: fields.text({ label: "Summary", multiline: true }),
        lastUpdated: fields.date({ label: "Last updated" }),
        contactEmail: text("Contact e-mail"),
        body: fields.markdoc({
          label: "Body",
          extension: "md",
          options: {
            heading: { levels: [2, 3], schema: { id: fields.text({ label: "Anchor" }) } },
          },
          components: {
            terms: wrapper({ label: "Terms and explanations", schema: {} }),
            contact: block({ label: "Contact address", schema: {} }),
          },
        }),
      },
    }),
  },
});

const reader = createReader(process.cwd(), keystatic);

describe("content files through Keystatic's reader", () => {
  it("reads the FAQ (a YAML data file) as the build does", async () => {
    const entry = await reader.singletons.faq.readOrThrow();
    const parsed = faqSchema.parse(resolveTokens("content/faq.yaml", entry, siteTokens));
    expect(parsed).toEqual(faqContent);
  });
});

describe("a legal page through Keystatic's reader", () => {
  const source = "content/legal/terms-of-service.md";
  const termsOfService = legalDocument("terms-of-service");

  it("reads the frontmatter the build's schema accepts, the date as a string", async () => {
    const entry = await reader.collections.legal.readOrThrow("terms-of-service");
    const { body, ...frontmatter } = entry;
    expect(typeof body).toBe("function");
    expect(frontmatter.lastUpdated).toBe(termsOfService.lastUpdated);
    const parsed = legalFrontmatterSchema.parse(resolveTokens(source, frontmatter, siteTokens));
    const { intro, sections, slug, source: file, locale, ...built } = termsOfService;
    expect(parsed).toEqual(built);
    expect([slug, file, locale]).toEqual(["terms-of-service", source, "en"]);
    expect(intro).not.toHaveLength(0);
    expect(sections).not.toHaveLength(0);
  });

  it("reads a body the build accepts, in the form Markdoc writes it", async () => {
    const entry = await reader.collections.legal.readOrThrow("terms-of-service");
    const { node } = await entry.body();
    expect(
      Markdoc.validate(node, longFormConfig).filter((e) => e.error.level !== "warning"),
    ).toEqual([]);
    const { sections } = toSections(source, node, longFormConfig);
    // The editor reads a heading's {{tokens}} as written; the build resolves them.
    const titled = sections.map(({ id, title }) => ({
      id,
      title: resolveTokens(source, title, siteTokens),
    }));
    expect(titled).toEqual(termsOfService.sections.map(({ id, title }) => ({ id, title })));
    const file = readFileSync(source, "utf8");
    expect(file.endsWith(Markdoc.format(node))).toBe(true);
  });
});
