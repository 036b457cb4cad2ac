import raw from "@/content/legal/privacy-policy.md?raw";
import { loadLegalDocument } from "@/content/pages/legal";

export const privacyPolicy = loadLegalDocument("content/legal/privacy-policy.md", raw);
