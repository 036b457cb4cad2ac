import { IconList } from "@/components/blocks/parts/icon-list";
import { getCareersContent } from "@/content/pages/careers";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import type { Role } from "@/content/roles";
import { Briefcase, Clock, MapPin } from "@/lib/brand/icons";

/** A role's department, place and kind of contract, in the careers list and on its page. */
export function RoleFacts({
  role,
  className,
  locale = defaultLocale,
}: {
  role: Role["frontmatter"];
  className?: string;
  /** The page's language (the list's name); the facts are the role's, in English. */
  locale?: Locale;
}) {
  return (
    <IconList
      label={getCareersContent(locale).roles.page.detailsLabel}
      items={[
        { icon: Briefcase, text: role.department },
        { icon: MapPin, text: role.location },
        { icon: Clock, text: role.type },
      ]}
      className={className}
    />
  );
}
