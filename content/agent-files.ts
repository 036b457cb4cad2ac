import Markdoc, { type Tag } from "@markdoc/markdoc";
import { stringify } from "yaml";
import { blockPages, homePage } from "@/content/block-pages";
import { getHelpArticles, helpArticleConfig, helpArticlePath } from "@/content/help";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { legalDocuments, legalPath } from "@/content/legal";
import { aboutContentIn } from "@/content/pages/about";
import { blogContentIn } from "@/content/pages/blog";
import { brandContentIn } from "@/content/pages/brand";
import { getCareersContent } from "@/content/pages/careers";
import { contactSupportContentIn } from "@/content/pages/contact-support";
import { helpCenterContentIn } from "@/content/pages/help-center";
import { partnersContentIn } from "@/content/pages/partners";
import { pressContentIn } from "@/content/pages/press";
import { trainingContentIn } from "@/content/pages/training";
import { getPosts, postPath } from "@/content/posts";
import { siteConfig } from "@/content/site";
import { pathLocales, routeLocales, type HandMadeRoute } from "@/content/translations";
import { articleConfig } from "@/lib/content/article";
import { defaultLocale, languageNames, localePath, locales, type Locale } from "@/lib/i18n/locales";
import { llmsTxt, type LlmsLink } from "@/lib/markdown/llms-txt";
import { markdownPath } from "@/lib/markdown/paths";
import { escapeMarkdown, toMarkdown, type MarkdownOptions } from "@/lib/markdown/to-markdown";

/**
 * What the site offers agents beside its pages, in each language (llmstxt.org): an `llms.txt`
 * listing the key pages, and a Markdown copy of each post, help article and legal document at
 * its page's address plus `.md` (/blog/<slug>.md, /fr/blog/<slug>.md), made from the same content
 * the page is (scripts/write-agent-files.mjs writes them after the build; docs/languages.md).
 */

export type AgentFile = {
  /** The file's address on the site: `/llms.txt`, `/fr/blog/<slug>.md`. */
  path: `/${string}`;
  text: string;
};

const absolute = (path: string) =>
  path === "/" ? siteConfig.origin : `${siteConfig.origin}${path}`;

/**
 * A document's link as its Markdown gives it: a page of the site absolute, in the document's
 * language where that page is published in it; a fragment on the page itself.
 */
function markdownOptions(locale: Locale, pagePath: `/${string}`): MarkdownOptions {
  return {
    href(href) {
      if (href.startsWith("#")) return `${absolute(localePath(locale, pagePath))}${href}`;
      if (!href.startsWith("/")) return href;
      const [path = "/", fragment] = href.split("#") as [`/${string}`, string | undefined];
      const published = pathLocales(path).includes(locale) ? locale : defaultLocale;
      return `${absolute(localePath(published, path))}${fragment === undefined ? "" : `#${fragment}`}`;
    },
    src: (src) => (src.startsWith("/") ? absolute(src) : src),
    components: {
      Contact(tag: Tag) {
        const { name, address } = siteConfig;
        const email = String(tag.attributes.email ?? "");
        return [
          `**${escapeMarkdown(name)}**\\`,
          `${escapeMarkdown(address.street)}\\`,
          `${escapeMarkdown(`${address.postalCode} ${address.city}, ${address.country}`)}\\`,
          `<${email}>`,
        ].join("\n");
      },
    },
  };
}

/** A document: YAML frontmatter (its address, language and dates), its title, its text. */
function document(
  meta: Record<string, string | undefined>,
  title: string,
  lead: string | undefined,
  body: string,
): string {
  const frontmatter = stringify(
    Object.fromEntries(Object.entries(meta).filter(([, value]) => value !== undefined)),
    { lineWidth: 0 },
  );
  const intro = lead ? `${escapeMarkdown(lead)}\n\n` : "";
  return `---\n${frontmatter}---\n\n# ${escapeMarkdown(title)}\n\n${intro}${body}`;
}

/** The Markdown copies of the posts, help articles and legal documents published in `locale`. */
export function markdownDocuments(locale: Locale): AgentFile[] {
  const files: AgentFile[] = [];
  for (const post of getPosts(locale)) {
    const path = postPath(post);
    files.push({
      path: markdownPath(localePath(locale, path)),
      text: document(
        {
          title: post.title,
          description: post.excerpt,
          url: absolute(localePath(locale, path)),
          language: locale,
          author: post.author,
          published: post.date,
          updated: post.updated,
        },
        post.title,
        post.excerpt,
        toMarkdown(Markdoc.transform(post.body, articleConfig), markdownOptions(locale, path)),
      ),
    });
  }
  for (const article of getHelpArticles(locale)) {
    const path = helpArticlePath(article.slug);
    const { title, description, updated } = article.frontmatter;
    files.push({
      path: markdownPath(localePath(locale, path)),
      text: document(
        { title, description, url: absolute(localePath(locale, path)), language: locale, updated },
        title,
        description,
        toMarkdown(
          Markdoc.transform(article.body, helpArticleConfig),
          markdownOptions(locale, path),
        ),
      ),
    });
  }
  for (const legal of legalDocuments(locale)) {
    const path = legalPath(legal.slug);
    const options = markdownOptions(locale, path);
    const sections = legal.sections.map(
      (section) => `## ${escapeMarkdown(section.title)}\n\n${toMarkdown(section.content, options)}`,
    );
    files.push({
      path: markdownPath(localePath(locale, path)),
      text: document(
        {
          title: legal.title,
          description: legal.meta.description,
          url: absolute(localePath(locale, path)),
          language: locale,
          updated: legal.lastUpdated,
        },
        legal.title,
        undefined,
        [toMarkdown(legal.intro, options), ...sections].join("\n"),
      ),
    });
  }
  return files;
}

/** Whether the page at `path` (its English address) has a Markdown copy in `locale`. */
export function hasMarkdownCopy(path: `/${string}`, locale: Locale): boolean {
  const [first, second, third] = path.slice(1).split("/");
  if (third !== undefined || !first) return false;
  if (first === "blog" && second) return getPosts(locale).some((post) => post.slug === second);
  if (first === "help-center" && second) {
    return getHelpArticles(locale).some((article) => article.slug === second);
  }
  return second === undefined && legalDocuments(locale).some((legal) => legal.slug === first);
}

/**
 * Each hand-made page's title and description in `locale`, in the order llms.txt lists them. The
 * status page is left out: a snapshot of the day it was built says nothing lasting.
 */
function handMadePages(
  locale: Locale,
): { route: HandMadeRoute; meta: { title: string; description: string } }[] {
  const pages: [HandMadeRoute, () => { title: string; description: string }][] = [
    ["/about", () => aboutContentIn(locale).meta],
    ["/help-center", () => helpCenterContentIn(locale).meta],
    ["/contact-support", () => contactSupportContentIn(locale).meta],
    ["/training", () => trainingContentIn(locale).meta],
    ["/blog", () => blogContentIn(locale).meta],
    ["/partners", () => partnersContentIn(locale).meta],
    ["/careers", () => getCareersContent(locale).meta],
    ["/press", () => pressContentIn(locale).meta],
    ["/brand", () => brandContentIn(locale).meta],
  ];
  return pages
    .filter(([route]) => routeLocales(route).includes(locale))
    .map(([route, meta]) => ({ route, meta: meta() }));
}

/** The site's llms.txt in `locale`: its key pages, then the Markdown copies, by kind. */
export function llmsTxtIn(locale: Locale): AgentFile {
  const home = homePage(locale);
  const labels = interfaceLabelsIn(locale);
  const link = (title: string, path: string, description?: string): LlmsLink => ({
    title,
    url: absolute(path),
    description,
  });
  const pages: LlmsLink[] = [
    link(home.title, localePath(locale, "/")),
    ...blockPages(locale)
      .filter((page) => page.path !== "/" && !page.noindex)
      .map((page) => link(page.title, localePath(locale, page.path), page.description)),
    ...handMadePages(locale).map(({ route, meta }) =>
      link(meta.title, localePath(locale, route), meta.description),
    ),
  ];
  const copies = (paths: { title: string; path: `/${string}`; description?: string }[]) =>
    paths.map(({ title, path, description }) =>
      link(title, markdownPath(localePath(locale, path)), description),
    );
  const others = locales.filter((other) => other !== locale && routeLocales("/").includes(other));
  return {
    path: localePath(locale, "/llms.txt"),
    text: llmsTxt({
      title: siteConfig.name,
      summary: home.description,
      details: home.title,
      sections: [
        { title: labels.agents.pages, links: pages },
        {
          title: helpCenterContentIn(locale).meta.title,
          links: copies(
            getHelpArticles(locale).map((article) => ({
              title: article.frontmatter.title,
              path: helpArticlePath(article.slug),
              description: article.frontmatter.description,
            })),
          ),
        },
        {
          title: blogContentIn(locale).meta.title,
          links: copies(
            getPosts(locale).map((post) => ({
              title: post.title,
              path: postPath(post),
              description: post.excerpt,
            })),
          ),
        },
        {
          title: labels.footer.legalLabel,
          links: copies(
            legalDocuments(locale).map((legal) => ({
              title: legal.title,
              path: legalPath(legal.slug),
              description: legal.summary,
            })),
          ),
        },
        {
          title: labels.agents.otherLanguages,
          links: others.map((other) =>
            link(languageNames[other].name, localePath(other, "/llms.txt")),
          ),
        },
      ],
    }),
  };
}

/** The languages with an llms.txt: those whose home page is published. */
export function agentLocales(): Locale[] {
  return locales.filter((locale) => routeLocales("/").includes(locale));
}

/** Every file of every language, for the export. */
export function agentFiles(): AgentFile[] {
  return [
    ...agentLocales().map((locale) => llmsTxtIn(locale)),
    ...locales.flatMap((locale) => markdownDocuments(locale)),
  ];
}
