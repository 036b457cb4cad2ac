import type { IntegrationsContent } from "@/content/integrations";
import { IntegrationLogo } from "@/components/sections/integration-logo";
import { LogoStrip } from "@/components/blocks/islands";

/**
 * The integrations' logos in the moving strip: the list twice, the copy hidden from assistive
 * technology, so the loop has no seam; without motion or script, one list wraps in rows.
 */
export function IntegrationLogoStrip({
  integrations,
  logos,
}: {
  integrations: Pick<IntegrationsContent, "stripLabel" | "pauseLabel" | "playLabel">;
  logos: IntegrationsContent["logos"];
}) {
  const list = (copy: boolean) => (
    <ul
      aria-hidden={copy || undefined}
      className="flex shrink-0 gap-3 pr-3 motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:px-4 noscript:w-full noscript:shrink noscript:flex-wrap noscript:justify-center noscript:px-4"
    >
      {logos.map((logo) => (
        <li key={logo.name}>
          <IntegrationLogo name={logo.name} />
        </li>
      ))}
    </ul>
  );
  return (
    <LogoStrip
      label={integrations.stripLabel}
      pauseLabel={integrations.pauseLabel}
      playLabel={integrations.playLabel}
    >
      {list(false)}
      <div className="contents motion-reduce:hidden noscript:hidden">{list(true)}</div>
    </LogoStrip>
  );
}
