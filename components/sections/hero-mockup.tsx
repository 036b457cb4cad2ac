import type { HeroContent } from "@/content/landing/hero";
import { BrandMark } from "@/components/layout/brand-logo";
import { ContentIcon } from "@/components/sections/content-icon";
import { Sparkline } from "@/components/sections/sparkline";

/** A product dashboard drawn in HTML and SVG; sample data, not a real screen. */
export function HeroMockup({ mockup }: { mockup: HeroContent["mockup"] }) {
  const maxCount = Math.max(...mockup.pipeline.map((stage) => stage.count));
  return (
    <div aria-hidden="true" className="relative mx-auto max-w-5xl select-none">
      <div className="absolute -inset-x-8 -top-8 -bottom-12 -z-10 rounded-[2.5rem] bg-gradient-to-b from-brand-200/50 via-brand-100/30 to-transparent blur-2xl" />
      <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-lift ring-1 ring-ink/5">
        <div className="flex items-center gap-2 border-b border-line bg-surface-muted px-4 py-3">
          <span className="size-2.5 rounded-full bg-danger-400" />
          <span className="size-2.5 rounded-full bg-warning-400" />
          <span className="size-2.5 rounded-full bg-success-400" />
          <span className="mx-auto rounded-md border border-line bg-surface px-3 py-1 text-xs text-ink-muted">
            {mockup.windowTitle}
          </span>
        </div>
        <div className="grid md:grid-cols-[12rem_1fr]">
          <nav className="hidden border-r border-line bg-surface-muted p-4 md:block">
            <BrandMark className="size-7" />
            <ul className="mt-5 space-y-1 text-sm">
              {mockup.navigation.map((item, index) => (
                <li
                  key={item}
                  className={
                    index === 0
                      ? "rounded-md bg-brand-100 px-2.5 py-1.5 font-semibold text-brand-800"
                      : "px-2.5 py-1.5 text-ink-muted"
                  }
                >
                  {item}
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-4 p-4 sm:p-6">
            <p className="text-left text-base font-semibold text-ink">{mockup.greeting}</p>
            <div className="grid grid-cols-3 gap-2 sm:gap-4">
              {mockup.kpis.map((kpi) => (
                <div
                  key={kpi.label}
                  className="rounded-xl border border-line p-2.5 text-left sm:p-4"
                >
                  <p className="min-h-[2lh] text-[11px] leading-tight text-ink-muted sm:min-h-0 sm:text-xs">
                    {kpi.label}
                  </p>
                  <p className="mt-1 text-base font-bold tracking-tight text-ink sm:text-2xl">
                    {kpi.value}
                  </p>
                  <p className="mt-1 text-[11px] font-semibold text-success-700 sm:text-xs">
                    {kpi.change}
                  </p>
                </div>
              ))}
            </div>
            <div className="grid gap-4 lg:grid-cols-[1.6fr_1fr]">
              <div className="rounded-xl border border-line p-4 text-left">
                <p className="text-xs font-semibold text-ink-muted">{mockup.chartTitle}</p>
                <Sparkline points={mockup.chartPoints} className="mt-3 h-24 w-full sm:h-28" />
              </div>
              <div className="hidden rounded-xl border border-line p-4 text-left sm:block">
                <p className="text-xs font-semibold text-ink-muted">{mockup.pipelineTitle}</p>
                <ul className="mt-3 space-y-3">
                  {mockup.pipeline.map((stage) => (
                    <li key={stage.stage} className="text-xs">
                      <div className="flex justify-between text-ink-muted">
                        <span>
                          {stage.stage} · {stage.count}
                        </span>
                        <span className="font-semibold text-ink">{stage.value}</span>
                      </div>
                      <div className="mt-1.5 h-1.5 rounded-full bg-surface-sunken">
                        <div
                          className="h-full rounded-full bg-gradient-to-r from-brand-500 to-accent-500"
                          style={{ width: `${(stage.count / maxCount) * 100}%` }}
                        />
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        </div>
      </div>
      {mockup.toasts.map((toast, index) => (
        <div
          key={toast.title}
          className={
            index === 0
              ? "absolute bottom-20 -left-6 hidden w-60 items-start gap-3 rounded-xl border border-line bg-surface p-3 text-left shadow-lift lg:flex"
              : "absolute -right-6 -bottom-8 hidden w-60 items-start gap-3 rounded-xl border border-line bg-surface p-3 text-left shadow-lift lg:flex"
          }
        >
          <span
            className={
              index === 0
                ? "grid size-9 shrink-0 place-items-center rounded-lg bg-warning-100 text-warning-700"
                : "grid size-9 shrink-0 place-items-center rounded-lg bg-success-100 text-success-700"
            }
          >
            <ContentIcon name={toast.icon} className="size-4" />
          </span>
          <span>
            <span className="block text-sm font-semibold text-ink">{toast.title}</span>
            <span className="block text-xs text-ink-muted">{toast.detail}</span>
          </span>
        </div>
      ))}
    </div>
  );
}
