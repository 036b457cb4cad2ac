import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";
import { isoDate, pageHero, pageMeta } from "@/content/pages/schemas";
import blogFile from "@/content/pages/blog.yaml";
import { siteTokens } from "@/content/tokens";
import { resolveTokens } from "@/lib/content/tokens";

const postSchema = z.object({
  title: z.string().min(10),
  excerpt: z.string().min(60),
  author: z.string(),
  date: isoDate,
  /** One of `filter.categories` by name. */
  category: z.string().min(1),
  readTime: z.string(),
});
export type BlogPost = z.infer<typeof postSchema>;

export const blogSchema = z
  .object({
    meta: pageMeta,
    hero: pageHero,
    filter: z.object({
      label: z.string(),
      /** The chip that shows every post. */
      all: z.string(),
      categories: z.array(z.object({ name: z.string().min(1), icon: iconName })),
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
    posts: z.array(postSchema),
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
  .superRefine(({ filter, posts }, context) => {
    const names = filter.categories.map((category) => category.name);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        context.addIssue({
          code: "custom",
          path: ["filter", "categories", index, "name"],
          message: `"${name}" is listed twice`,
        });
    });
    const titles = posts.map((post) => post.title);
    posts.forEach((post, index) => {
      // The title is the post's id on the page (slugified), so it must be unique.
      if (titles.indexOf(post.title) !== index)
        context.addIssue({
          code: "custom",
          path: ["posts", index, "title"],
          message: `"${post.title}" is used by another post`,
        });
      if (!names.includes(post.category))
        context.addIssue({
          code: "custom",
          path: ["posts", index, "category"],
          message: `"${post.category}" is not one of filter.categories: ${names.join(", ")}`,
        });
    });
  });

export const blogContent = defineContent(
  "content/pages/blog.yaml",
  blogSchema,
  resolveTokens("content/pages/blog.yaml", blogFile, siteTokens),
);
