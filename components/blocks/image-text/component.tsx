import type { BlockProps } from "@/components/blocks/define-block";
import type { imageTextBlock } from "@/components/blocks/image-text/config";
import { LinkButtons } from "@/components/blocks/parts/link-buttons";
import { SectionHeader } from "@/components/sections/section-header";
import { imageDimensions } from "@/lib/content/article";
import { cn } from "@/components/ui/cn";

export function ImageTextBlock({ settings, place }: BlockProps<typeof imageTextBlock>) {
  // Read when the page was read, so the file is there and states its size.
  const size = imageDimensions(settings.image);
  const { width, height } = typeof size === "string" ? { width: 0, height: 0 } : size;
  return (
    <section
      id={place.id}
      aria-labelledby={`${place.id}-heading`}
      data-tone={settings.background}
      className={cn(settings.background === "muted" && "border-y border-line bg-surface-muted")}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className={cn(settings.imageSide === "left" && "lg:order-last")}>
          <SectionHeader
            id={`${place.id}-heading`}
            eyebrow={settings.eyebrow}
            heading={settings.heading}
            align="left"
          />
          <div className="mt-6 space-y-4 text-lg leading-8 text-pretty text-ink-muted">
            {settings.text.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {settings.buttons.length > 0 && (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <LinkButtons links={settings.buttons} />
            </div>
          )}
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- a static export: the file as it is, its size reserved */}
        <img
          src={settings.image}
          alt={settings.alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-2xl border border-line bg-surface shadow-card"
        />
      </div>
    </section>
  );
}
