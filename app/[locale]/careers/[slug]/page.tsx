import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RoleView } from "@/components/pages/role-view";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { allRoles, openRoles, rolePath } from "@/content/roles";
import { staticParamsForPreview } from "@/lib/content/preview";
import { localizedParams, requirePublished } from "@/components/i18n/published";

type Props = { params: Promise<{ slug: string }> };

/**
 * Every role has a page, and keeps it once it closes: links to it from job boards and shares
 * still land somewhere that says so. A closed role's page takes no applications, carries no
 * JobPosting and stays out of search (Google's advice for expired postings), the sitemap and
 * the careers list. It also keeps the export building when every role has closed, where an
 * empty list of pages would fail it. Any other address is the 404 page (`notFound()` below, not
 * `dynamicParams = false`: lib/content/preview.ts says why).
 */

export function generateStaticParams() {
  return staticParamsForPreview(() =>
    localizedParams(
      allRoles(),
      (role) => rolePath(role.slug),
      (role) => ({ slug: role.slug }),
    ),
  );
}

function roleBySlug(slug: string) {
  const role = allRoles().find((entry) => entry.slug === slug);
  return role && { role, open: openRoles().some((entry) => entry.slug === slug) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return contentMetadata(() => {
    const found = roleBySlug(slug);
    if (!found) return {};
    const { title, summary } = found.role.frontmatter;
    return pageMetadata({
      title,
      description: summary,
      path: rolePath(found.role.slug),
      noIndex: !found.open,
    });
  });
}

export default async function RolePage({ params }: Props) {
  const found = roleBySlug((await params).slug);
  if (!found) notFound();
  await requirePublished(rolePath(found.role.slug));
  return <RoleView role={found.role} open={found.open} />;
}
