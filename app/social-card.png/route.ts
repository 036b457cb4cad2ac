import { siteConfig } from "@/content/site";
import { renderSocialCard } from "@/components/brand/brand-images";

export const dynamic = "force-static";

/**
 * The link-preview image. A route named *.png (not the opengraph-image convention, which
 * exports an extensionless file) so static hosts serve it as image/png.
 */
export function GET() {
  return renderSocialCard(siteConfig);
}
