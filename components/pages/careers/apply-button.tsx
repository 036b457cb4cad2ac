import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { careersContent } from "@/content/pages/careers";
import { siteConfig } from "@/content/site";
import { fillTemplate } from "@/lib/text/fill-template";
import { Send } from "@/lib/brand/icons";
import { mailto } from "@/lib/leads/mailto";

/** An application is an e-mail to the team, its subject naming the role. */
export function applyHref(title: string): string {
  return mailto(siteConfig.email.support, {
    subject: fillTemplate(careersContent.roles.applySubject, { role: title }),
  });
}

/** An application for no listed role: an e-mail with the resume box's subject. */
export function resumeHref(): string {
  return mailto(siteConfig.email.support, { subject: careersContent.resume.subject });
}

/** Apply for one role; its name says which, where several roles are listed or it stands apart. */
export function ApplyButton({ title, className }: { title: string; className?: string }) {
  const { applyLabel } = careersContent.roles;
  return (
    <ButtonLink
      href={applyHref(title)}
      aria-label={`${applyLabel}: ${title}`}
      className={className}
    >
      <Icon icon={Send} aria-hidden="true" />
      {applyLabel}
    </ButtonLink>
  );
}
