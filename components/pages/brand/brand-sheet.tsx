import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { Download } from "@/lib/brand/icons";
import { brandContentIn } from "@/content/pages/brand";
import { pressContentIn } from "@/content/pages/press";
import type { Locale } from "@/lib/i18n/locales";
import { plansIn } from "@/content/plans";
import { siteConfig } from "@/content/site";
import { planAccents } from "@/components/sections/plan-accents";
import { buttonVariants } from "@/components/ui/button";
import { PageHero } from "@/components/blocks/parts/page-hero";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { contrastRatio, themeColours } from "@/lib/brand/brand-palette";
import { SvgDrawing } from "@/components/pages/brand/svg-drawing";
import { brandDrawings, type Drawing as DrawingData } from "@/components/brand/logo-pack";
import { cn } from "@/components/ui/cn";
import { mailto } from "@/lib/leads/mailto";
import {
  BRAND_SHEET_PATH,
  filesByKind,
  LOGO_PACK_PATH,
  logoPackFileName,
  logoPackFiles,
} from "@/lib/brand/media-kit";

function SheetSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn("border-t border-line py-10 first:border-t-0", className)}
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A drawing of the brand, shown as one image. */
function Drawing({
  drawing,
  label,
  className,
}: {
  drawing: DrawingData;
  label: string;
  className?: string;
}) {
  return (
    <div role="img" aria-label={label} className={className}>
      {/* Its <svg> scales to the box's height. */}
      <SvgDrawing drawing={drawing.element} aria-hidden="true" />
    </div>
  );
}

const drawingClass = "[&_svg]:h-full [&_svg]:w-auto";

/** The brand sheet (/brand), for the press: logo, colours, type, clear space and voice, printable. */
export async function BrandSheet({ locale }: { locale: Locale }) {
  const { meta, hero, printHint, logo, colours, type, clearSpace, voice, dont, contact } =
    brandContentIn(locale);
  const { boilerplateTitle, boilerplate } = pressContentIn(locale).facts;
  const drawings = await brandDrawings(siteConfig.name);
  const swatches = themeColours(colours.swatches.map((swatch) => swatch.token));
  const white = themeColours(["surface"]).surface as string;
  const files = logoPackFiles(siteConfig.name);

  return (
    <>
      <BreadcrumbJsonLd name={meta.title} path={BRAND_SHEET_PATH} />
      <PageHero icon="Palette" {...hero}>
        <div className="flex flex-col items-center gap-3">
          <a
            href={LOGO_PACK_PATH}
            download={logoPackFileName(siteConfig.name)}
            className={buttonVariants({ size: "lg" })}
          >
            <Icon icon={Download} aria-hidden="true" />
            {logo.download}
          </a>
          <p className="text-sm text-ink-muted">{printHint}</p>
        </div>
      </PageHero>

      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8">
        <SheetSection id="logo" title={logo.title}>
          <p className="mt-3 max-w-3xl text-ink-muted">{logo.text}</p>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            {/* White in both themes: it shows the logo as it goes on light backgrounds. */}
            <figure className="rounded-2xl border border-line bg-on-fill p-8">
              <Drawing
                drawing={drawings["logo-on-light"]}
                label={logo.onLightImage}
                className={`h-12 ${drawingClass}`}
              />
              <figcaption className="mt-6 text-sm font-medium text-surface-dark/75">
                {logo.onLight}
              </figcaption>
            </figure>
            <figure className="rounded-2xl bg-brand-deep-950 p-8">
              <Drawing
                drawing={drawings["logo-on-dark"]}
                label={logo.onDarkImage}
                className={`h-12 ${drawingClass}`}
              />
              <figcaption className="mt-6 text-sm font-medium text-brand-tint-200">
                {logo.onDark}
              </figcaption>
            </figure>
          </div>
          <h3 className="mt-8 font-semibold text-ink">{logo.packTitle}</h3>
          <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
            {filesByKind(files).map(({ kind, names }) => (
              <div key={kind} className="contents">
                <dt className="font-mono text-ink">
                  {names.map((name) => (
                    <span key={name} className="block break-all">
                      {name}
                    </span>
                  ))}
                </dt>
                <dd className="text-ink-muted">{logo.files[kind]}</dd>
              </div>
            ))}
          </dl>
        </SheetSection>

        <SheetSection id="colours" title={colours.title}>
          <p className="mt-3 max-w-3xl text-ink-muted">{colours.text}</p>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
            {colours.swatches.map((swatch) => {
              const hex = swatches[swatch.token] as string;
              return (
                <li key={swatch.token} className="overflow-hidden rounded-2xl border border-line">
                  <div aria-hidden="true" className="h-16" style={{ backgroundColor: hex }} />
                  <div className="p-4 text-sm">
                    <p className="font-semibold text-ink">{swatch.name}</p>
                    <p className="mt-1 font-mono text-ink">{hex.toUpperCase()}</p>
                    <p className="mt-1 text-ink-muted">{swatch.use}</p>
                    {hex !== white && (
                      <p className="mt-1 text-ink-subtle">
                        {colours.contrastLabel.replace(
                          "{ratio}",
                          contrastRatio(hex, white).toFixed(1),
                        )}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          {/* How the site's own buttons and plans use the colours: for screens, like the site. */}
          <div
            id="colour-rule"
            className="mt-6 rounded-2xl border border-line p-5 sm:p-6 print:hidden"
          >
            <h3 className="font-semibold text-ink">{colours.rule.title}</h3>
            <p className="mt-1 max-w-3xl text-sm leading-6 text-ink-muted">{colours.rule.text}</p>
            <ul aria-hidden="true" className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {plansIn(locale).map((plan) => (
                <li
                  key={plan.id}
                  className={cn(
                    "relative rounded-xl border bg-surface p-3 pt-4",
                    plan.popular ? "border-brand-600 ring-1 ring-brand-600" : "border-line",
                  )}
                >
                  <span
                    className={cn(
                      "absolute top-0 left-3 h-1 w-8 rounded-b",
                      planAccents[plan.accentColor].rule,
                    )}
                  />
                  <p className="flex items-center gap-1.5 text-sm font-semibold text-ink">
                    <span
                      className={cn("size-2 rounded-full", planAccents[plan.accentColor].dot)}
                    />
                    {plan.name}
                  </p>
                  <p
                    className={cn(
                      buttonVariants({ size: "sm" }),
                      // A long label ("Commencer l’essai gratuit") wraps in the button
                      // rather than being cut by a narrow card.
                      "pointer-events-none mt-3 h-auto min-h-9 w-full py-1.5 text-center leading-snug whitespace-normal",
                    )}
                  >
                    {plan.cta}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </SheetSection>

        <SheetSection id="typeface" title={type.title}>
          <p className="mt-3 max-w-3xl text-ink-muted">{type.text}</p>
          <ul className="mt-6 space-y-4">
            {type.weights.map((weight) => (
              <li key={weight.weight} className="rounded-2xl border border-line p-5">
                <p className="text-sm text-ink-muted">
                  {type.family} {weight.name} ({weight.weight}) - {weight.use}
                </p>
                <p
                  className="mt-1 text-2xl tracking-tight text-ink"
                  style={{ fontWeight: weight.weight }}
                >
                  {type.sample}
                </p>
              </li>
            ))}
          </ul>
        </SheetSection>

        <SheetSection id="clear-space" title={clearSpace.title}>
          <p className="mt-3 max-w-3xl text-ink-muted">{clearSpace.text}</p>
          <p className="mt-2 max-w-3xl text-ink-muted">{clearSpace.minimumSize}</p>
          <figure className="mt-6">
            {/* The logo drawn 64 px tall, so a quarter of the mark is 16 px of clear space. */}
            <div className="inline-block bg-[repeating-linear-gradient(45deg,var(--color-brand-50),var(--color-brand-50)_6px,var(--color-brand-100)_6px,var(--color-brand-100)_12px)] p-4 outline-1 outline-brand-300 outline-dashed">
              {/* The logo for the background it stands on: light, or the dark theme's. */}
              <Drawing
                drawing={drawings["logo-on-light"]}
                label={clearSpace.figureLabel}
                className={`h-16 bg-on-fill dark:hidden ${drawingClass}`}
              />
              <Drawing
                drawing={drawings["logo-on-dark"]}
                label={clearSpace.figureLabel}
                className={`hidden h-16 dark:block ${drawingClass}`}
              />
            </div>
          </figure>
        </SheetSection>

        <SheetSection id="voice" title={voice.title}>
          <p className="mt-3 max-w-3xl text-ink-muted">{voice.text}</p>
          <p className="mt-4 max-w-3xl font-medium text-ink">{voice.name}</p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            {voice.traits.map((trait) => (
              <div key={trait.title} className="rounded-2xl border border-line p-5">
                <dt className="font-semibold text-ink">{trait.title}</dt>
                <dd className="mt-1 text-sm leading-6 text-ink-muted">{trait.text}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {[
              { label: voice.example.sayLabel, text: voice.example.say, ours: true },
              { label: voice.example.notLabel, text: voice.example.not, ours: false },
            ].map((example) => (
              <figure
                key={example.label}
                className={cn(
                  "rounded-2xl border p-5",
                  example.ours
                    ? "border-success-600/30 bg-success-50"
                    : "border-line bg-surface-muted",
                )}
              >
                <figcaption
                  className={cn(
                    "text-sm font-semibold",
                    example.ours ? "text-success-700" : "text-ink-muted",
                  )}
                >
                  {example.label}
                </figcaption>
                <blockquote className={cn("mt-2", example.ours ? "text-ink" : "text-ink-muted")}>
                  {example.text}
                </blockquote>
              </figure>
            ))}
          </div>
          <p className="mt-8 max-w-3xl text-ink-muted">{voice.boilerplate}</p>
          <figure className="mt-3 rounded-2xl border-l-4 border-brand-600 bg-surface-muted p-5 sm:p-6">
            <figcaption className="font-semibold text-ink">{boilerplateTitle}</figcaption>
            <blockquote className="mt-2 max-w-[68ch] leading-7 text-ink-muted">
              {boilerplate}
            </blockquote>
          </figure>
        </SheetSection>

        <SheetSection id="dont" title={dont.title}>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-ink-muted">
            {dont.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-8 text-ink-muted">
            {contact}{" "}
            <a
              href={mailto(siteConfig.email.press)}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {siteConfig.email.press}
            </a>
            .
          </p>
        </SheetSection>
      </div>
    </>
  );
}
