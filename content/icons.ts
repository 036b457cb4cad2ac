import { z } from "zod";
import * as icons from "@/lib/brand/icons";

/** The icons content may name: every name in lib/brand/icons.ts (ContentIcon draws one by its name). */
export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as [IconName, ...IconName[]];
export const iconName = z.enum(iconNames);
