/**
 * The rules a page of blocks keeps beyond each block's own settings, in one place for the build
 * (content/block-pages.ts, which names the file and field) and the editor (which checks them at
 * Create and Save, naming the block in its list: keystatic/save-rules.ts). Plain data in, no
 * schema: the editor's page imports this without the blocks' definitions.
 */

/** What the rules need to know of a kind of block (components/blocks/define-block.ts). */
export type BlockKindRules = { type: string; once?: boolean; titlesPage?: boolean };

/** A rule a page breaks: at the page (`block` undefined), or at one of its blocks, by index. */
export type PageRuleProblem = { block?: number; field?: string; message: string };

export const FIRST_BLOCK_MESSAGE =
  "a page starts with a Hero or a Page header block: its title is the page's one h1";

/** The settings that fold one landing section into another: [setting, the block it holds, its name]. */
const FOLDED: Partial<Record<string, [string, string, string]>> = {
  pricing: ["comparison", "plan-table", "Plan table"],
  "trial-timeline": ["vault", "vault", "Template vault"],
  "cost-story": ["calculator", "calculator", "Savings calculator"],
  "why-switch": ["principles", "fresh-approach", "Fresh approach"],
};

/**
 * The blocks' order: a Hero or Page header first (its title is the page's heading), and a
 * landing section once (its anchors and ids are the landing page's), folded into another
 * (the plan table beneath the prices) or as its own block, not both. `name` says an earlier
 * block as its reader knows it: `blocks[3]` in a file, "item 4" in the editor.
 */
export function blockOrderProblems(
  blocks: readonly { discriminant: string; value?: unknown }[],
  kinds: readonly BlockKindRules[],
  name: (index: number) => string,
): PageRuleProblem[] {
  const kindOf = (type: string) => kinds.find((kind) => kind.type === type);
  const problems: PageRuleProblem[] = [];
  const first = blocks[0];
  if (first && !kindOf(first.discriminant)?.titlesPage) {
    problems.push({ block: 0, message: FIRST_BLOCK_MESSAGE });
  }
  const seen = new Map<string, number>();
  blocks.forEach((block, index) => {
    if (!kindOf(block.discriminant)?.once) return;
    const earlier = seen.get(block.discriminant);
    if (earlier !== undefined) {
      problems.push({
        block: index,
        message: `the page already has this block (${name(earlier)}): a landing section keeps the landing page's anchors, so it appears once per page`,
      });
    }
    seen.set(block.discriminant, index);
  });
  blocks.forEach((block, index) => {
    const folded = FOLDED[block.discriminant];
    if (!folded) return;
    const [setting, kind, label] = folded;
    const own = seen.get(kind);
    if (own === undefined || !(block.value as Record<string, unknown> | undefined)?.[setting])
      return;
    problems.push({
      block: index,
      field: setting,
      message: `the page has a ${label} block (${name(own)}) already: show it folded here or as its own block, not both`,
    });
  });
  return problems;
}

/**
 * The landing page (home) is always published and indexed, and keeps the chat: the other pages'
 * "Live chat" links open it there (lib/chat/chat-events.ts, CHAT_OPEN_HREF).
 */
export function homePageProblems(page: {
  draft?: boolean;
  noindex?: boolean;
  chat?: boolean;
}): PageRuleProblem[] {
  const problems: PageRuleProblem[] = [];
  if (page.draft)
    problems.push({ field: "draft", message: "the landing page is always published" });
  if (page.noindex) {
    problems.push({ field: "noindex", message: "the landing page is always in search results" });
  }
  if (!page.chat) {
    problems.push({
      field: "chat",
      message:
        'the landing page keeps the chat assistant; other pages\' "Live chat" links open it there',
    });
  }
  return problems;
}
