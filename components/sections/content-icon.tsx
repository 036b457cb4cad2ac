import { Icon } from "@/components/ui/icon";
import * as icons from "@/lib/brand/icons";
import type { IconName } from "@/content/icons";

/** A decorative icon named by content; the text beside it carries the meaning. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  return <Icon icon={icons[name]} aria-hidden="true" className={className} />;
}
