import { z } from "zod";
import { defineContent } from "@/content/define-content";
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

export const vaultContent = defineContent("content/landing/vault.yaml", vaultSchema, vaultFile);
