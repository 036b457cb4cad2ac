import { z } from "zod";
import { defineContent } from "@/content/define";
import formsFile from "@/content/forms.yaml";

/** Copy every lead form shares. */
export const formsSchema = z.object({
  /** Explains the required-field mark once per form. */
  requiredNote: z.string().includes("*"),
  /** Names the honeypot for the rare tool that reads hidden fields; people never see it. */
  honeypotLabel: z.string(),
});

export const formsContent = defineContent("content/forms.yaml", formsSchema, formsFile);
