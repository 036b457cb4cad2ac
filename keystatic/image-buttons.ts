/**
 * Keystatic 0.6.9 draws an image's toolbar (in a post's body, above the selected image) as three
 * icon buttons with no name: a pencil that opens "Image details" (file name, alt text), a file
 * that replaces the image, a bin that removes it. Its tooltips ("Edit", "Choose file", "Remove")
 * show on hover only and are not the buttons' names, so a screen reader announced three
 * "button"s, and docs/marketers.md had to describe a pencil. The editor page names them, and
 * shows the pencil's name beside it (editor.tsx's style: `[data-editor-label]`).
 */
const ICONS = {
  // The first path of each icon, from @keystar/ui: editIcon, fileUpIcon, trash2Icon.
  details: 'path[d^="M12 3H5a2 2 0 0 0-2 2v14"]',
  replace: 'path[d^="M15 2H6a2 2 0 0 0-2 2v16"]',
  remove: 'path[d^="M3 6h18M19 6v14"]',
};

const IMAGE_DETAILS = "Image details";
const NAMES = {
  details: `${IMAGE_DETAILS}: alt text and file name`,
  replace: "Replace the image file",
  remove: "Remove the image",
};

/** Names the buttons of each image toolbar under `root`; returns how many it named. */
function nameImageButtons(root: ParentNode): number {
  let named = 0;
  const unnamed = (button: Element) => !button.hasAttribute("aria-label") && !button.textContent;
  for (const icon of root.querySelectorAll(`button ${ICONS.replace}`)) {
    const replace = icon.closest("button");
    const bar = replace?.parentElement?.closest(":has(button " + ICONS.details + ")");
    if (!replace || !bar) continue;
    for (const [kind, selector] of Object.entries(ICONS) as [keyof typeof ICONS, string][]) {
      const button = [...bar.querySelectorAll("button")].find(
        (candidate) => candidate.querySelector(selector) && unnamed(candidate),
      );
      if (!button) continue;
      button.setAttribute("aria-label", NAMES[kind]);
      if (kind === "details") button.setAttribute("data-editor-label", IMAGE_DETAILS);
      named++;
    }
  }
  return named;
}

/** Keeps the image toolbars named while the editor draws them; returns the cleanup. */
export function watchImageButtons(root: HTMLElement): () => void {
  nameImageButtons(root);
  const observer = new MutationObserver(() => nameImageButtons(root));
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
