import type { MetadataRoute } from "next";
import { helpArticlePath, getHelpArticles } from "@/content/help";
import { openRoles, rolePath } from "@/content/roles";
import { routes } from "@/content/routes";
import { absoluteUrl } from "@/lib/metadata";

export const dynamic = "force-static";

// Pages without a content date carry no lastModified: a build must not change the sitemap just
// because the clock moved. Help articles and roles carry the dates their files state.
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...routes.map((path) => ({
      url: absoluteUrl(path),
      changeFrequency: path === "/" ? ("weekly" as const) : ("monthly" as const),
      priority: path === "/" ? 1 : 0.7,
    })),
    ...getHelpArticles().map((article) => ({
      url: absoluteUrl(helpArticlePath(article.slug)),
      lastModified: article.frontmatter.updated,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
    ...openRoles().map((role) => ({
      url: absoluteUrl(rolePath(role.slug)),
      lastModified: role.frontmatter.datePosted,
      changeFrequency: "weekly" as const,
      priority: 0.6,
    })),
  ];
}
