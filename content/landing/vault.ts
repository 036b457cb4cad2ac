import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import vaultFile from "@/content/landing/vault.yaml";
import { iconName } from "@/content/icons";

export const vaultSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  /** What screen readers hear before each step's title: Step {n}. */
  stepLabel: z.string().includes("{n}", { error: "write {n} where the number goes" }),
  steps: z
    .array(
      z.object({ icon: iconName, title: z.string(), text: z.string(), tags: z.array(z.string()) }),
    )
    .min(1),
});

export type VaultContent = z.output<typeof vaultSchema>;

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const vaultContentIn = defineLocalizedContent(
  "content/landing/vault.yaml",
  vaultSchema,
  vaultFile,
);

export const vaultContent = vaultContentIn("en");
