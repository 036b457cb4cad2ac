import { Card } from "@/components/blocks/parts/card";
import { InitialsAvatar } from "@/components/pages/initials-avatar";
import type { AboutContent } from "@/content/pages/about";

/** The people behind the product, each with an initials avatar (no photographs). */
export function TeamGrid({ members }: { members: AboutContent["team"]["members"] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {members.map((member) => (
        <li key={member.name}>
          <Card className="h-full text-center">
            <div className="flex justify-center">
              <InitialsAvatar name={member.name} size="lg" />
            </div>
            <h3 className="mt-5 text-lg font-semibold text-ink">{member.name}</h3>
            <p className="text-sm font-semibold text-brand-700">{member.role}</p>
            <p className="mt-4 text-sm leading-6 text-ink-muted">{member.bio}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
