import { fillTemplate } from "@/lib/text/fill-template";
import { formatDate } from "@/lib/dates/format-date";
import { formatIntegerIn, formatMeasuredPercentIn } from "@/lib/text/format-in-locale";
import {
  summariseUptime,
  UPTIME_THRESHOLDS,
  uptimeTone,
  type UptimeDay,
} from "@/lib/status/report";
import { statusToneStyles } from "@/components/pages/status-tones";
import { cn } from "@/components/ui/cn";

/** Bars grow from this uptime; 100% is full height. Anything lower shows as a stub. */
const FLOOR = 98;
const BAR = { width: 7, gap: 3, height: 120, min: 6 };

type UptimeChartProps = {
  days: readonly UptimeDay[];
  text: {
    summary: string;
    detail: string;
    legend: { healthy: string; degraded: string; down: string };
    dateColumn: string;
    uptimeColumn: string;
    tableToggle: string;
  };
  /** The page's language, which dates and figures are written in. */
  locale: string;
};

function barHeight(uptime: number): number {
  const share = Math.max(0, Math.min(1, (uptime - FLOOR) / (100 - FLOOR)));
  return Math.max(BAR.min, Math.round(share * BAR.height));
}

/**
 * Daily uptime drawn from data as an SVG bar chart. The figure's caption states what the
 * picture shows, and a table beside it carries every value for those who cannot see it.
 */
export function UptimeChart({ days, text, locale }: UptimeChartProps) {
  // Every figure with its sign from Intl, as the language writes it ("99,98 %" in French).
  const percent = (value: number) => formatMeasuredPercentIn(value, locale, 2);
  const scale = (value: number) => formatMeasuredPercentIn(value, locale);
  const thresholds = {
    healthy: scale(UPTIME_THRESHOLDS.healthy),
    degraded: scale(UPTIME_THRESHOLDS.degraded),
  };
  const count = (value: number) => formatIntegerIn(value, locale);
  const summary = summariseUptime(days);
  const first = days[0];
  const last = days[days.length - 1];
  const width = days.length * (BAR.width + BAR.gap) - BAR.gap;
  const detail = summary.lowest
    ? fillTemplate(text.detail, {
        full: count(summary.days - summary.daysBelowFull),
        days: count(summary.days),
        lowest: percent(summary.lowest.uptime),
        date: formatDate(summary.lowest.date, "long", locale),
      })
    : "";

  return (
    <figure>
      <figcaption>
        <p className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {fillTemplate(text.summary, {
            average: percent(summary.average),
            days: count(summary.days),
          })}
        </p>
        {detail && <p className="mt-1 text-sm text-ink-muted">{detail}</p>}
      </figcaption>

      <div className="mt-6 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2">
        <div
          aria-hidden="true"
          className="flex h-32 flex-col justify-between text-right text-xs text-ink-subtle"
        >
          <span>{scale(100)}</span>
          <span>{scale(99)}</span>
          <span>{scale(FLOOR)}</span>
        </div>
        <div className="relative h-32 flex-1">
          <div aria-hidden="true" className="absolute inset-0 flex flex-col justify-between">
            <span className="border-t border-line" />
            <span className="border-t border-dashed border-line" />
            <span className="border-t border-line" />
          </div>
          <svg
            viewBox={`0 0 ${width} ${BAR.height}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            className="relative block h-full w-full"
          >
            {days.map((day, index) => {
              const height = barHeight(day.uptime);
              return (
                <rect
                  key={day.date}
                  x={index * (BAR.width + BAR.gap)}
                  y={BAR.height - height}
                  width={BAR.width}
                  height={height}
                  rx={1.5}
                  className={statusToneStyles[uptimeTone(day.uptime)].bar}
                >
                  <title>{`${formatDate(day.date, "short", locale)}: ${percent(day.uptime)}`}</title>
                </rect>
              );
            })}
          </svg>
        </div>
        {first && last && (
          <div
            aria-hidden="true"
            className="col-start-2 flex justify-between text-xs text-ink-subtle"
          >
            <span>{formatDate(first.date, "short", locale)}</span>
            <span>{formatDate(last.date, "short", locale)}</span>
          </div>
        )}
      </div>
      <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-xs text-ink-muted">
        {(
          [
            ["green", text.legend.healthy],
            ["yellow", text.legend.degraded],
            ["red", text.legend.down],
          ] as const
        ).map(([tone, template]) => (
          <li key={tone} className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={cn("size-2.5 rounded-sm", statusToneStyles[tone].dot)}
            />
            {fillTemplate(template, thresholds)}
          </li>
        ))}
      </ul>

      <details className="mt-6 rounded-xl border border-line bg-surface-muted text-sm">
        <summary className="cursor-pointer rounded-xl px-4 py-3 font-semibold text-ink">
          {text.tableToggle}
        </summary>
        <div
          tabIndex={0}
          role="region"
          aria-label={text.tableToggle}
          className="max-h-72 overflow-y-auto border-t border-line"
        >
          <table className="w-full text-left">
            <thead className="sticky top-0 bg-surface-muted">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold text-ink">
                  {text.dateColumn}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold text-ink">
                  {text.uptimeColumn}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line bg-surface">
              {[...days].reverse().map((day) => (
                <tr key={day.date}>
                  <td className="px-4 py-1.5 text-ink-muted">
                    <time dateTime={day.date}>{formatDate(day.date, "long", locale)}</time>
                  </td>
                  <td className="px-4 py-1.5 text-right font-medium text-ink tabular-nums">
                    {percent(day.uptime)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
