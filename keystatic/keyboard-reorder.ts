/**
 * Moving a list item (a page's block, a FAQ question) with the keyboard, one place per arrow
 * press. Keystatic 0.6.9's lists use react-aria's drag and drop, which got two things wrong for
 * a marketer following docs/marketers.md:
 *
 * - Enter on an item's handle starts the drop target after the list's *focused* item, which is
 *   whichever item last had the focus, not the one being moved: in a page being made, Enter on
 *   the FAQ block's handle, then one Up, put it above the Hero (4th to 1st).
 * - The first arrow press moves to the other side of the item itself (no move), and an arrow at
 *   the list's end wraps around to its other end.
 *
 * So the page makes the moved item the focused one when its handle takes Enter, skips the drop
 * positions on either side of it, and stops at the ends. What the marketer hears is react-aria's
 * own ("Insert between Pricing and FAQ").
 */
const HANDLE = '[role="button"][aria-label^="Drag "]';
const INDICATOR = '[aria-roledescription="drop indicator"]';
const ITEM = '[role="row"][data-key]';

type Moving = { grid: Element; row: Element };

/** The place a drop indicator stands for: how many items come before it in its list. */
function insertionIndex(grid: Element, indicator: Element): number {
  let items = 0;
  for (const element of grid.querySelectorAll(`${ITEM}, ${INDICATOR}`)) {
    if (element === indicator) return items;
    if (element.matches(ITEM)) items++;
  }
  return -1;
}

/**
 * Whether an arrow press may move the drop target from `insertion` (0: before the first of
 * `count` items, `count`: after the last): not past a list's end.
 */
export function canStep(insertion: number, count: number, key: "ArrowUp" | "ArrowDown"): boolean {
  return key === "ArrowUp" ? insertion > 0 : insertion < count;
}

/** Whether dropping the item at `dragged` at `insertion` leaves it where it is. */
export const besideItself = (insertion: number, dragged: number) =>
  insertion === dragged || insertion === dragged + 1;

/** Waits until the focus leaves `from` (react-aria moves it on its next render), a few frames at most. */
function afterFocusMoves(from: Element | null, then: (now: Element | null) => void) {
  let frames = 0;
  const check = () => {
    const now = document.activeElement;
    if (now !== from || frames++ > 10) then(now);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Steadies keyboard reordering in every list of the editor page; returns the cleanup. */
export function steadyKeyboardReorder(doc: Document): () => void {
  let moving: Moving | null = null;
  // Set while the page sends its own second step, which react-aria takes as it is.
  let stepping = false;

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const handle = target?.closest(HANDLE);
    if (handle instanceof HTMLElement && (event.key === "Enter" || event.key === " ")) {
      const row = handle.closest(ITEM);
      const grid = row?.closest('[role="grid"]');
      if (!(row instanceof HTMLElement) || !grid) return;
      // react-aria's list takes the focused item from the row's own focus event.
      row.focus({ preventScroll: true });
      handle.focus({ preventScroll: true });
      moving = { grid, row };
      return;
    }
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    if (!moving || !target?.matches(INDICATOR) || !moving.grid.contains(target)) return;
    const { grid, row } = moving;
    const items = [...grid.querySelectorAll(ITEM)];
    const dragged = items.indexOf(row);
    const key = event.key;
    if (dragged < 0) return;
    if (!canStep(insertionIndex(grid, target), items.length, key)) {
      // react-aria would wrap around to the list's other end.
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    if (stepping) return;
    afterFocusMoves(target, (now) => {
      if (!now?.matches(INDICATOR) || !besideItself(insertionIndex(grid, now), dragged)) return;
      stepping = true;
      try {
        now.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
        now.dispatchEvent(new KeyboardEvent("keyup", { key, bubbles: true, cancelable: true }));
      } finally {
        stepping = false;
      }
    });
  };
  // Enter drops, Escape cancels: the move is over.
  const onKeyUp = (event: KeyboardEvent) => {
    if (moving && (event.key === "Enter" || event.key === "Escape")) {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest(HANDLE)) moving = null;
    }
  };
  doc.addEventListener("keydown", onKeyDown, true);
  doc.addEventListener("keyup", onKeyUp, true);
  return () => {
    doc.removeEventListener("keydown", onKeyDown, true);
    doc.removeEventListener("keyup", onKeyUp, true);
  };
}
