import { renderAppleTouchIcon } from "@/components/brand/brand-images";

export const dynamic = "force-static";

/** Also the path iOS asks for when a page names no icon. */
export function GET() {
  return renderAppleTouchIcon();
}
