import { logoPackBytes } from "@/app/media-kit/logo-pack";

export const dynamic = "force-static";

/** The media kit's logo pack, built from the brand mark and the brand name at build time. */
export async function GET() {
  const bytes = await logoPackBytes();
  return new Response(bytes.slice().buffer, { headers: { "Content-Type": "application/zip" } });
}
