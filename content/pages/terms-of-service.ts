import raw from "@/content/legal/terms-of-service.md?raw";
import { loadLegalDocument } from "@/content/pages/legal";

export const termsOfService = loadLegalDocument("content/legal/terms-of-service.md", raw);
