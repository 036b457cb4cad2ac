/**
 * Keystatic 0.6.9 names its rich-text toolbar's link button "Divider" (the divider button's
 * name, copied: `LinkButton` in @keystatic/core's dist), so a screen reader announces two
 * dividers and no link. Until Keystatic fixes it, the editor page renames the button it draws:
 * the one named "Divider" that shows the link icon (its first path, from @keystar/ui).
 */
const WRONG = 'button[aria-label="Divider"]';
const LINK_ICON = 'path[d^="M10 13a5 5 0 0 0 7.54.54"]';

/** Names each link button under `root` "Link"; returns how many it renamed. */
function nameLinkButtons(root: ParentNode): number {
  const buttons = [...root.querySelectorAll(WRONG)].filter((button) =>
    button.querySelector(LINK_ICON),
  );
  for (const button of buttons) button.setAttribute("aria-label", "Link");
  return buttons.length;
}

/** Keeps the link buttons named while the editor draws its forms; returns the cleanup. */
export function watchLinkButtonNames(root: HTMLElement): () => void {
  nameLinkButtons(root);
  const observer = new MutationObserver(() => nameLinkButtons(root));
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["aria-label"],
  });
  return () => observer.disconnect();
}
