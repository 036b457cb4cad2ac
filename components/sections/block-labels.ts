import type { interfaceLabels } from "@/content/interface-labels";

/** The words sections put around their content's numbers and names, in the page's language. */
export type BlockLabels = (typeof interfaceLabels)["blocks"];
