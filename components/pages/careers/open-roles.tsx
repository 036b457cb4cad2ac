import Link from "next/link";
import { Card } from "@/components/blocks/parts/card";
import { PageSection } from "@/components/blocks/parts/page-section";
import { ApplyButton } from "@/components/pages/careers/apply-button";
import { RoleFacts } from "@/components/pages/careers/role-facts";
import { Icon } from "@/components/ui/icon";
import { getCareersContent } from "@/content/pages/careers";
import { openRoles, rolePath } from "@/content/roles";
import { ArrowRight } from "@/lib/brand/icons";

/** The roles open on the build date, each linking to its page and to an e-mail to apply. */
export function OpenRoles() {
  const { roles } = getCareersContent();
  return (
    <PageSection
      id="open-positions"
      tone="muted"
      title={roles.title}
      description={roles.description}
      className="max-w-5xl"
    >
      <ul className="space-y-6">
        {openRoles().map(({ slug, frontmatter: role }) => (
          <li key={slug}>
            <Card className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
              <article aria-labelledby={`role-${slug}`} className="min-w-0">
                <h3 id={`role-${slug}`} className="text-xl font-semibold tracking-tight text-ink">
                  <Link
                    href={rolePath(slug)}
                    className="rounded-sm hover:text-brand-700 hover:underline hover:underline-offset-4"
                  >
                    {role.title}
                  </Link>
                </h3>
                <RoleFacts role={role} className="mt-3 gap-x-5" />
                <p className="mt-4 leading-7 text-ink-muted">{role.summary}</p>
                <Link
                  href={rolePath(slug)}
                  className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline hover:underline-offset-4"
                >
                  {/* One box, so the name reads "Read the full role: <title>", no space. */}
                  <span>
                    {roles.page.details}
                    <span className="sr-only">: {role.title}</span>
                  </span>
                  <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
                </Link>
              </article>
              <ApplyButton title={role.title} className="self-start" />
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
