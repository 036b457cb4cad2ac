import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import { iconName } from "@/content/icons";
import { pageHero, pageMeta, searchDescription } from "@/content/pages/schemas";
import blogFile from "@/content/pages/blog.yaml";

export const blogSchema = z
  .object({
    meta: pageMeta,
    hero: pageHero,
    filter: z.object({
      label: z.string(),
      /** The chip that shows every post. */
      all: z.string(),
      categories: z.array(
        z.object({
          name: z.string().min(1),
          icon: iconName,
          description: searchDescription(70)
            .optional()
            .describe(
              "The category page's text under its heading and in search results. Without one, the page uses the shared sentence under Category page.",
            ),
        }),
      ),
      noun: z.object({ one: z.string(), other: z.string() }),
      /** `{count}` is "6 articles"; `{category}` is the chip's name. */
      statusAll: z.string().includes("{count}"),
      statusCategory: z.string().includes("{count}").includes("{category}"),
      emptyTitle: z.string().includes("{category}"),
      emptyText: z.string(),
      emptyAction: z.string(),
      showAll: z.string(),
    }),
    postsHeading: z.string(),
    /** A category's page (`/blog/category/<slug>`); `{category}` is its name. */
    categoryPage: z.object({
      title: z.string().includes("{category}"),
      description: z.string().includes("{category}"),
      heading: z.string().includes("{category}"),
    }),
    /** `/blog/page/<n>`: `{page}` and `{pages}` are numbers, `{title}` the listing's title. */
    pagination: z.object({
      label: z.string(),
      previous: z.string(),
      next: z.string(),
      page: z.string().includes("{page}").includes("{pages}"),
      pageTitle: z.string().includes("{title}").includes("{page}"),
    }),
    /** Around a post's body (`/blog/<slug>`). */
    post: z.object({
      readingTime: z.string().includes("{minutes}"),
      backLink: z.string(),
      categoryLink: z.string().includes("{category}"),
      updated: z.string(),
      related: z.string(),
    }),
    newsletter: z.object({
      title: z.string(),
      text: z.string(),
      emailLabel: z.string(),
      placeholder: z.string(),
      button: z.string(),
      sending: z.string(),
      privacyNote: z.string(),
      privacyLink: z.string(),
      messages: z.object({ emailRequired: z.string(), emailInvalid: z.string() }),
      mail: z.object({ subject: z.string(), body: z.string().includes("{email}") }),
      toast: z.object({
        posted: z.string(),
        failed: z.string(),
        mail: z.string().includes("{to}"),
      }),
      fallback: z.string().includes("{to}"),
      fallbackLink: z.string(),
    }),
  })
  .superRefine(({ filter }, context) => {
    const names = filter.categories.map((category) => category.name);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        context.addIssue({
          code: "custom",
          path: ["filter", "categories", index, "name"],
          message: `"${name}" is listed twice`,
        });
    });
  });

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const blogContentIn = defineLocalizedContent(
  "content/pages/blog.yaml",
  blogSchema,
  blogFile,
);

export const blogContent = blogContentIn("en");
