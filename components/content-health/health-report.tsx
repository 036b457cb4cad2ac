import type { IconNode } from "lucide";
import { Icon } from "@/components/ui/icon";
import { ButtonLink } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ChangeList } from "@/components/content-health/change-list";
import { TranslationActionForm } from "@/components/content-health/translations-overview";
import {
  ENVIRONMENT,
  GROUP_TITLES,
  HEALTH_GROUPS,
  healthSummary,
  SOON_DAYS,
  STRICT_VARIABLE,
  type HealthGroup,
  type HealthItem,
  type HealthTopic,
} from "@/lib/content-health/content-health";
import { formatDate } from "@/lib/dates/format-date";
import {
  ArrowRight,
  CalendarDays,
  CircleAlert,
  CircleCheck,
  Clock,
  FileArchive,
  Globe,
  Languages,
  Quote,
  Rocket,
  RotateCcw,
  TriangleAlert,
} from "@/lib/brand/icons";

/**
 * The content health report as a page for marketers (app/(editor)/content-health, `next dev`
 * only): grouped by how soon to act, each item with its file and field, what to do and a link to
 * the editor entry that fixes it.
 */

export type LinkedHealthItem = HealthItem & {
  editorHref?: string;
  /** For a translation out of date: what its "Mark as up to date" button posts. */
  markCurrent?: { englishFile: string; locale: string; version: string };
};

const GROUPS: Record<HealthGroup, { icon: IconNode; tone: string; text: string }> = {
  now: {
    icon: CircleAlert,
    tone: "bg-danger-50 text-danger-700 ring-danger-200",
    text: "Visitors see these today: a date that has passed, a promise the site does not keep, a figure that contradicts another.",
  },
  soon: {
    icon: Clock,
    tone: "bg-warning-50 text-warning-800 ring-warning-200",
    text: `Dates that pass within the next ${SOON_DAYS} days. The site then changes on its own (an offer ends, a role closes): decide before it does.`,
  },
  setup: {
    icon: Rocket,
    tone: "bg-brand-50 text-brand-700 ring-brand-200",
    text: "Values each deployment sets before launch. Items marked optional may stay unset: the site leaves them out.",
  },
};

/** Each kind of item, in the order shown within a group, with its heading and icon. */
const TOPICS: Record<HealthTopic, { title: string; icon: IconNode }> = {
  date: { title: "Dates", icon: CalendarDays },
  freshness: { title: "Promises not kept", icon: RotateCcw },
  claim: { title: "Claims that disagree", icon: Quote },
  translation: { title: "Translations", icon: Languages },
  placeholder: { title: "Placeholders", icon: TriangleAlert },
  link: { title: "Links not set", icon: Globe },
  file: { title: "Offers without a file", icon: FileArchive },
};

const sectionId = (group: HealthGroup) => `health-${group}`;

function Summary({ items }: { items: readonly LinkedHealthItem[] }) {
  return (
    <ul className="mt-8 grid grid-cols-3 gap-2 sm:gap-3">
      {HEALTH_GROUPS.map((group) => {
        const count = items.filter((item) => item.group === group).length;
        return (
          <li key={group}>
            <a
              href={`#${sectionId(group)}`}
              className="flex h-full flex-col gap-2 rounded-xl border border-line bg-surface p-3 shadow-card transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:gap-3 sm:p-4"
            >
              <span
                className={cn(
                  "grid size-8 shrink-0 place-items-center rounded-lg ring-1 ring-inset sm:size-10",
                  count > 0
                    ? GROUPS[group].tone
                    : "bg-success-50 text-success-700 ring-success-200",
                )}
              >
                <Icon icon={count > 0 ? GROUPS[group].icon : CircleCheck} className="size-5" />
              </span>
              <span>
                <span className="block text-2xl font-bold text-ink tabular-nums">{count}</span>
                <span className="block text-xs leading-4 text-ink-muted sm:text-sm">
                  {GROUP_TITLES[group]}
                </span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function Item({ item }: { item: LinkedHealthItem }) {
  const optional = item.group === "setup" && !item.blocking;
  return (
    <li className="rounded-xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <p className="font-medium text-pretty [overflow-wrap:anywhere] text-ink">
        {optional && (
          <span className="mr-2 inline-block rounded-full bg-success-50 px-2.5 py-0.5 align-[0.1em] text-xs font-semibold text-success-800">
            Optional
          </span>
        )}
        {item.problem}
      </p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-ink">
          {item.file === ENVIRONMENT ? "Variable" : "Where"}
        </dt>
        <dd className="[overflow-wrap:anywhere] text-ink-muted">
          {item.file === ENVIRONMENT ? (
            <>
              <code className="font-mono text-ink">{item.field}</code>, where the site is built
            </>
          ) : (
            <>
              <code className="font-mono text-ink">{item.file}</code>, field{" "}
              <code className="font-mono text-ink">{item.field}</code>
            </>
          )}
        </dd>
        <dt className="font-semibold text-ink">What to do</dt>
        <dd className="text-pretty [overflow-wrap:anywhere] text-ink-muted">{item.action}</dd>
      </dl>
      {item.changes && item.changes.length > 0 && (
        <details open className="mt-4 rounded-lg border border-line bg-surface-sunken text-sm">
          <summary className="cursor-pointer px-4 py-2 font-semibold text-ink">
            {item.topic === "translation" && item.field === "translatedFrom"
              ? "What changed in English"
              : "Fields"}
          </summary>
          <ChangeList changes={item.changes} className="px-4 pb-3" />
        </details>
      )}
      {item.editorHref ? (
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <ButtonLink href={item.editorHref} variant="outline" size="sm">
            Fix in the editor
            <Icon icon={ArrowRight} className="size-4" />
          </ButtonLink>
          {item.markCurrent && (
            <TranslationActionForm action="current" {...item.markCurrent}>
              Mark as up to date
            </TranslationActionForm>
          )}
        </div>
      ) : (
        <p className="mt-5 text-sm text-ink-subtle">
          Not in the editor: a developer sets it for the deployment.
        </p>
      )}
    </li>
  );
}

/** The items by kind, in TOPICS' order, leaving out kinds with none. */
function topicsIn(items: readonly LinkedHealthItem[]): [HealthTopic, LinkedHealthItem[]][] {
  return (Object.keys(TOPICS) as HealthTopic[]).flatMap((topic) => {
    const inTopic = items.filter((item) => item.topic === topic);
    return inTopic.length > 0 ? [[topic, inTopic] as [HealthTopic, LinkedHealthItem[]]] : [];
  });
}

function Topic({ topic, items }: { topic: HealthTopic; items: readonly LinkedHealthItem[] }) {
  const { title, icon } = TOPICS[topic];
  return (
    <div>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Icon icon={icon} className="size-4 text-ink-subtle" />
        {title}
        <span className="rounded-full bg-surface-sunken px-2 py-0.5 text-xs text-ink-muted tabular-nums">
          {items.length}
        </span>
      </h3>
      <ol className="mt-3 grid gap-3">
        {items.map((item) => (
          <Item key={`${item.file} ${item.field}`} item={item} />
        ))}
      </ol>
    </div>
  );
}

function Group({ group, items }: { group: HealthGroup; items: readonly LinkedHealthItem[] }) {
  const { icon, tone, text } = GROUPS[group];
  const headingId = `${sectionId(group)}-title`;
  return (
    <section id={sectionId(group)} aria-labelledby={headingId} className="scroll-mt-6">
      <div className="flex items-center gap-3">
        <span className={cn("grid size-9 place-items-center rounded-lg ring-1 ring-inset", tone)}>
          <Icon icon={icon} className="size-5" />
        </span>
        <h2 id={headingId} className="text-xl font-semibold tracking-tight text-ink">
          {GROUP_TITLES[group]}{" "}
          <span className="font-normal text-ink-subtle tabular-nums">({items.length})</span>
        </h2>
      </div>
      <p className="mt-2 max-w-2xl text-sm leading-6 text-pretty text-ink-muted">{text}</p>
      {items.length > 0 ? (
        <div className="mt-6 grid gap-8">
          {topicsIn(items).map(([topic, inTopic]) => (
            <Topic key={topic} topic={topic} items={inTopic} />
          ))}
        </div>
      ) : (
        <p className="mt-5 flex items-center gap-2 rounded-xl border border-dashed border-line p-5 text-sm text-ink-muted">
          <Icon icon={CircleCheck} className="size-5 text-success-600" />
          Nothing here.
        </p>
      )}
    </section>
  );
}

export function HealthReport({
  today,
  items,
}: {
  /** The build date the report judges dates on, `YYYY-MM-DD`. */
  today: string;
  items: readonly LinkedHealthItem[];
}) {
  return (
    <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold text-brand-700">Site content</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          Content health
        </h1>
        <p className="mt-3 max-w-2xl leading-7 text-pretty text-ink-muted">
          What in the site&apos;s content needs a person, checked on {formatDate(today)} (the build
          date): {healthSummary(items)}.
        </p>
        <p className="mt-4 flex flex-wrap gap-3">
          <ButtonLink href="/keystatic" size="sm">
            Open the editor
          </ButtonLink>
          <ButtonLink href="/translations" variant="ghost" size="sm">
            Translations
          </ButtonLink>
          <ButtonLink href="/" variant="ghost" size="sm">
            Open the site preview
          </ButtonLink>
        </p>
        <Summary items={items} />
      </header>
      <div className="mt-12 grid gap-12">
        {HEALTH_GROUPS.map((group) => (
          <Group key={group} group={group} items={items.filter((item) => item.group === group)} />
        ))}
      </div>
      <footer className="mt-14 border-t border-line pt-6 text-sm leading-6 text-ink-subtle">
        <p>
          This page exists only in the preview (<code className="font-mono">npm run dev</code>); it
          is never published. The same list is printed by{" "}
          <code className="font-mono">npm run content:check</code> and at the end of{" "}
          <code className="font-mono">npm run build</code>; with{" "}
          <code className="font-mono">{STRICT_VARIABLE}=1</code> a build fails on every item that is
          neither optional nor due soon.
        </p>
      </footer>
    </main>
  );
}
