import { IconList } from "@/components/blocks/parts/icon-list";
import { careersContent } from "@/content/pages/careers";
import type { Role } from "@/content/roles";
import { Briefcase, Clock, MapPin } from "@/lib/brand/icons";

/** A role's department, place and kind of contract, in the careers list and on its page. */
export function RoleFacts({ role, className }: { role: Role["frontmatter"]; className?: string }) {
  return (
    <IconList
      label={careersContent.roles.page.detailsLabel}
      items={[
        { icon: Briefcase, text: role.department },
        { icon: MapPin, text: role.location },
        { icon: Clock, text: role.type },
      ]}
      className={className}
    />
  );
}
