import Markdoc from "@markdoc/markdoc";
import Link from "next/link";
import { careersContent } from "@/content/pages/careers";
import { rolePath, type Role } from "@/content/roles";
import { siteConfig } from "@/content/site";
import { MarkdocContent } from "@/components/content/markdoc-content";
import { ArticleHeader } from "@/components/pages/article-header";
import { Card } from "@/components/blocks/parts/card";
import { ApplyButton, applyHref, resumeHref } from "@/components/pages/careers/apply-button";
import { PageCallout } from "@/components/blocks/parts/page-callout";
import { RoleFacts } from "@/components/pages/careers/role-facts";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { JsonLd } from "@/components/seo/json-ld";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { articleConfig } from "@/lib/content/article";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatDate } from "@/lib/dates/format-date";
import { ArrowLeft, ArrowRight, CalendarDays, Check, CircleAlert, Send } from "@/lib/brand/icons";
import { jobPostingJsonLd } from "@/lib/careers/job-posting";
import { absoluteUrl } from "@/components/seo/metadata";
import { APPLE_TOUCH_ICON } from "@/lib/seo/metadata";

function CheckList({ items, tone }: { items: readonly string[]; tone: string }) {
  return (
    <ul className="not-prose mt-4 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-7 text-ink">
          <Icon icon={Check} aria-hidden="true" className={`mt-1.5 size-4 shrink-0 ${tone}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * A role's page: what it is, how to apply while it is open, and that it closed once it has (the
 * route, app/[locale]/careers/[slug]/page.tsx, decides which roles have pages).
 */
export function RoleView({ role, open }: { role: Role; open: boolean }) {
  const { meta, roles: copy } = careersContent;
  const { title, department, summary, responsibilities, requirements } = role.frontmatter;
  const path = rolePath(role.slug);
  const body = Markdoc.transform(role.body, articleConfig);
  const posting = jobPostingJsonLd(
    role.frontmatter,
    {
      name: siteConfig.name,
      url: siteConfig.origin,
      logo: absoluteUrl(APPLE_TOUCH_ICON.url),
      address: siteConfig.address,
      countryCode: siteConfig.address.countryCode,
    },
    {
      url: absoluteUrl(path),
      slug: role.slug,
      bodyHtml: Markdoc.renderers.html(body),
      headings: {
        responsibilities: copy.page.responsibilities,
        requirements: copy.page.requirements,
      },
    },
  );

  return (
    <>
      <BreadcrumbJsonLd
        name={title}
        path={path}
        parents={[{ name: meta.title, path: "/careers" }]}
      />
      {open && <JsonLd data={posting} />}

      <ArticleHeader
        label={copy.page.breadcrumb}
        trail={[{ name: meta.title, href: "/careers" }]}
        current={title}
        draft={role.frontmatter.draft}
      >
        <p className="mt-8 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {department}
        </p>
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-pretty text-ink-muted">{summary}</p>
        <RoleFacts role={role.frontmatter} className="mt-6 gap-x-5" />
        {role.frontmatter.remote && (
          <p className="mt-3 max-w-2xl text-sm text-ink-muted">
            {fillTemplate(copy.page.remote, {
              countries: new Intl.ListFormat(siteConfig.locale.slice(0, 2), {
                type: "disjunction",
              }).format(role.frontmatter.remote.regions),
            })}
          </p>
        )}
        {open ? (
          <ButtonLink href={applyHref(title)} size="lg" className="mt-8">
            <Icon icon={Send} aria-hidden="true" />
            {copy.applyLabel}
          </ButtonLink>
        ) : (
          <div className="mt-8 max-w-2xl rounded-2xl border border-warning-200 bg-warning-50 p-5 sm:p-6">
            <p className="flex gap-3 leading-7 text-ink">
              <Icon
                icon={CircleAlert}
                aria-hidden="true"
                className="mt-1 size-5 shrink-0 text-warning-700"
              />
              {fillTemplate(copy.page.closed, { date: formatDate(role.frontmatter.validThrough) })}
            </p>
            <ButtonLink href="/careers#open-positions" variant="outline" className="mt-4">
              {copy.page.closedAction}
              <Icon icon={ArrowRight} aria-hidden="true" />
            </ButtonLink>
          </div>
        )}
      </ArticleHeader>

      <div className="mx-auto max-w-6xl gap-16 px-4 py-12 sm:px-6 sm:py-16 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8">
        <article className="prose max-w-[68ch] prose-brand [&>:first-child]:mt-0">
          <MarkdocContent content={body} />
          <h2>{copy.page.responsibilities}</h2>
          <CheckList items={responsibilities} tone="text-brand-600" />
          <h2>{copy.page.requirements}</h2>
          <CheckList items={requirements} tone="text-success-600" />
        </article>

        <aside
          data-pagefind-ignore="all"
          className="mt-14 lg:sticky lg:top-24 lg:mt-0 lg:self-start"
        >
          <Card className="space-y-4 sm:p-6">
            <h2 className="font-semibold text-ink">{title}</h2>
            <dl className="space-y-2 text-sm text-ink-muted">
              <div className="flex items-center gap-2">
                <Icon icon={CalendarDays} aria-hidden="true" className="size-4 text-brand-600" />
                <dt>{copy.page.posted}:</dt>
                <dd>
                  <time dateTime={role.frontmatter.datePosted}>
                    {formatDate(role.frontmatter.datePosted)}
                  </time>
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <Icon icon={CalendarDays} aria-hidden="true" className="size-4 text-brand-600" />
                <dt>{copy.page.closes}:</dt>
                <dd>
                  <time dateTime={role.frontmatter.validThrough}>
                    {formatDate(role.frontmatter.validThrough)}
                  </time>
                </dd>
              </div>
            </dl>
            {open && <ApplyButton title={title} className="w-full" />}
          </Card>
          <Link
            href="/careers#open-positions"
            className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline hover:underline-offset-4"
          >
            <Icon icon={ArrowLeft} aria-hidden="true" className="size-4" />
            {copy.page.back}
          </Link>
        </aside>
      </div>

      <PageCallout id="role-ending" title={copy.page.ending.title} text={copy.page.ending.text}>
        {open ? (
          <ApplyButton title={title} />
        ) : (
          <ButtonLink href="/careers#open-positions">
            {copy.page.closedAction}
            <Icon icon={ArrowRight} aria-hidden="true" />
          </ButtonLink>
        )}
        <ButtonLink href={resumeHref()} variant="outline">
          {careersContent.resume.label}
        </ButtonLink>
      </PageCallout>
    </>
  );
}
