import type { BlockChoices, BlockKindData } from "@/keystatic/blocks-data";
import type { JsonSchema } from "@/keystatic/fields-from-schema";

/** A YAML data file in content/ and the JSON Schema of the zod schema the build checks it with. */
type SingletonData = { name: string; label: string; file: string; schema: JsonSchema };

/** The build's rules as plain data, made on the server (keystatic/content-schemas.ts). */
export type EditorData = {
  singletons: SingletonData[];
  legal: JsonSchema;
  icons: string[];
  postCategories: string[];
  postTitleMax: number;
  /** The longest description or excerpt the build takes (content/pages/schemas.ts). */
  descriptionMax: number;
  helpCategories: string[];
  /** The rows of content/landing/plan-comparison.yaml a help article's plan table may show. */
  planLimitRows: string[];
  employmentTypes: string[];
  /** The kinds of block a page may hold, and what their settings choose among (Pages). */
  blocks: BlockKindData[];
  blockChoices: BlockChoices;
  /** The addresses a page may not take: the site's routes, the export's files, legal documents. */
  takenAddresses: string[];
  /** The `{{token}}` names the build knows (content/tokens.ts), checked in every text. */
  tokens: string[];
  /** The page settings' JSON Schema (content/block-pages.ts). */
  blockPage: JsonSchema;
};
