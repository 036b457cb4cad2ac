"use client";

import type { ComponentSchema } from "@keystatic/core";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { blockedSaveProblems, type BlockedSaveProblem } from "@/keystatic/blocked-save";
import { editorStyles } from "@/keystatic/editor-styles";

type Schemas = {
  singletons?: Record<string, { schema: Record<string, ComponentSchema> }>;
  collections?: Record<string, { schema: Record<string, ComponentSchema> }>;
};

/** The schema of the form at an editor address: /keystatic/singleton/faq, /keystatic/collection/posts/... */
function formSchema(config: Schemas, pathname: string) {
  const [, kind, name] = pathname.replace(/^\/keystatic/, "").split("/");
  if (!name) return undefined;
  if (kind === "singleton") return config.singletons?.[name]?.schema;
  if (kind === "collection") return config.collections?.[name]?.schema;
  return undefined;
}

const MARK = "data-save-problem";
const REFUSED = "editor:save-refused";
const NOTED = "editor:save-noted";

/** Says at the top of the form that a save was refused before it was sent (keystatic/save-guard.ts). */
export function tellRefusedSave(problems: BlockedSaveProblem[]) {
  window.dispatchEvent(new CustomEvent(REFUSED, { detail: problems }));
}

/** Says at the top of the form what a save that went through changes on the site. */
export function tellSaveNotes(notes: string[]) {
  window.dispatchEvent(new CustomEvent(NOTED, { detail: notes }));
}

/** The labels of the groups around an element of the form, outermost first. */
function groupLabels(element: Element): string[] {
  const labels: string[] = [];
  for (let at = element.parentElement?.closest("[role=group]"); at;) {
    const ids = at.getAttribute("aria-labelledby")?.split(" ") ?? [];
    const label = ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
    labels.unshift(label.trim());
    at = at.parentElement?.closest("[role=group]");
  }
  return labels;
}

/** What the form shows of the place a problem is in: its list item's row, or the image. */
function placeOf(problem: BlockedSaveProblem): HTMLElement | undefined {
  const form = document.querySelector("#keystatic-main-panel form");
  if (problem.images) {
    const images = [...(form?.querySelectorAll<HTMLElement>("img[data-filename]") ?? [])].filter(
      (image) => problem.images!.includes(image.dataset.filename ?? ""),
    );
    if (images[0]) return images[0];
  }
  if (!problem.item) return undefined;
  const { list, index, within = [] } = problem.item;
  const grid = [...(form?.querySelectorAll("[role=grid]") ?? [])].find(
    (element) =>
      element.getAttribute("aria-label") === list &&
      within.every((label) => groupLabels(element).includes(label)),
  );
  return grid?.querySelectorAll<HTMLElement>("[role=row][data-key]")[index];
}

/** Outlines the places that hold a problem, each described by its line in the notice. */
function markPlaces(problems: BlockedSaveProblem[]): () => void {
  const marked: Element[] = [];
  problems.forEach((problem, index) => {
    const place = placeOf(problem);
    if (!place || place.hasAttribute(MARK)) return;
    place.setAttribute(MARK, "");
    place.setAttribute("aria-describedby", `save-problem-${index}`);
    // Its first words, shown beside a list item (editor.tsx's style); the band says the rest.
    if (!(place instanceof HTMLImageElement)) {
      place.setAttribute(`${MARK}-text`, problem.message.split(/[:;.]/)[0] ?? "");
    }
    marked.push(place);
  });
  return () => {
    for (const place of marked) {
      place.removeAttribute(MARK);
      place.removeAttribute(`${MARK}-text`);
      place.removeAttribute("aria-describedby");
    }
  };
}

/**
 * Scrolls `element` to the middle of the area it scrolls in, and nothing else: the editor's
 * panels hide their overflow, and `scrollIntoView` scrolled them too, taking the form's header
 * out of sight.
 */
function scrollToMiddle(element: HTMLElement) {
  for (let at = element.parentElement; at; at = at.parentElement) {
    const { overflowY } = getComputedStyle(at);
    if (!/auto|scroll/.test(overflowY) || at.scrollHeight <= at.clientHeight) continue;
    const box = element.getBoundingClientRect();
    const area = at.getBoundingClientRect();
    at.scrollTop += box.top - area.top - (area.height - box.height) / 2;
    return;
  }
}

/** Brings a problem's place into view and to the keyboard: a list item's row, or an image. */
function showPlace(problem: BlockedSaveProblem) {
  const place = placeOf(problem);
  if (!place) return;
  scrollToMiddle(place);
  if (place instanceof HTMLImageElement) {
    // Selected as a click selects it (the editor reads where the pointer is), so its toolbar,
    // with Image details, shows beside it.
    const box = place.getBoundingClientRect();
    const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    for (const type of ["mousedown", "mouseup", "click"]) {
      place.dispatchEvent(
        new MouseEvent(type, { bubbles: true, cancelable: true, view: window, button: 0, ...at }),
      );
    }
    return;
  }
  place.focus({ preventScroll: true });
}

/** The form's input labelled `label` ("Updated at (UTC)"), set to `value` as if typed. */
function setField(label: string, value: string) {
  const form = document.querySelector("#keystatic-main-panel form");
  const labelElement = [...(form?.querySelectorAll("label") ?? [])].find(
    (element) => element.textContent?.replace(/\*$/, "").trim() === label,
  );
  const input = labelElement?.htmlFor ? document.getElementById(labelElement.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) return;
  // React reads an input's value through its own setter: the native one, then the event it hears.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
  scrollToMiddle(input);
  input.focus({ preventScroll: true });
}

/**
 * A place for the notice in the open form, between its header and the area its fields scroll
 * in, so it stays in view and covers nothing; null when no form is open (the notice then floats
 * under Save). Keystatic does not know the element: it goes with the notice, or with the form.
 */
function slotAtTopOfForm(): HTMLElement | null {
  const form = document.querySelector("#keystatic-main-panel form");
  if (!form) return null;
  const element = document.createElement("div");
  element.style.flexShrink = "0";
  // The form spaces its parts with a gap; the band sits flush on the fields' area instead.
  const gap = getComputedStyle(form).rowGap;
  if (gap.endsWith("px")) element.style.marginBottom = `-${gap}`;
  form.prepend(element);
  return element;
}

/** What the band at the top of the form says. */
type Band =
  | { kind: "refused"; problems: BlockedSaveProblem[] }
  | { kind: "noted"; notes: string[] }
  | { kind: "restored" };

/** Keystatic's own toast when a form opens with changes this browser kept from before. */
const RESTORED_TOAST = /^Restored draft from /;

/**
 * The band at the top of the form: why a save was refused (keystatic/blocked-save.ts, or the
 * rules keystatic/save-rules.ts checks before sending), with a way to each list item or image
 * that holds a problem, marked; what a save that went through changes on the site (a date that
 * has passed); or where the text of a form opened with unsaved changes came from. It stays until
 * the next Save or another form.
 */
export function BlockedSaveNotice({ config }: { config: Schemas }) {
  const [shown, setShown] = useState<{ band: Band; at: string; slot: HTMLElement | null } | null>(
    null,
  );
  const band = shown?.band ?? null;
  const problems = band?.kind === "refused" ? band.problems : null;
  const slot = shown?.slot ?? null;

  useEffect(() => {
    const show = (next: Band) =>
      setShown({ band: next, at: window.location.pathname, slot: slotAtTopOfForm() });
    // Keystatic checks a form when a save is asked for (Save, Enter in a field, Ctrl/Cmd+S),
    // before its first await, so its warning arrives within that event. An item's panel checks
    // itself on Add or Done with the same warning and shows its own messages: not a refused save.
    let saving = false;
    const onSaveAsked = () => {
      saving = true;
      setTimeout(() => {
        saving = false;
      });
      // The band goes; if the form is refused again, it comes back.
      setShown(null);
    };
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      const schema = formSchema(config, window.location.pathname);
      const found = saving && schema && blockedSaveProblems(args[0], schema);
      if (found) show({ kind: "refused", problems: found });
      warn.apply(console, args);
    };
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest("button");
      if (
        button?.closest("#keystatic-main-panel header") &&
        /^(Save|Create)$/.test(button.textContent ?? "")
      ) {
        onSaveAsked();
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      if ((event.target as Element | null)?.closest("#keystatic-main-panel")) onSaveAsked();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") onSaveAsked();
    };
    const onRefused = (event: Event) =>
      show({ kind: "refused", problems: (event as CustomEvent<BlockedSaveProblem[]>).detail });
    const onNoted = (event: Event) =>
      show({ kind: "noted", notes: (event as CustomEvent<string[]>).detail });
    const onNavigate = () => setShown(null);
    // Keystatic says "Restored draft from 10 seconds ago." in a toast that goes in 8 seconds.
    const toasts = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && RESTORED_TOAST.test(node.textContent ?? "")) {
            show({ kind: "restored" });
            return;
          }
        }
      }
    });
    toasts.observe(document.body, { childList: true, subtree: true });
    document.addEventListener("click", onClick, true);
    document.addEventListener("submit", onSubmit, true);
    document.addEventListener("keydown", onKeyDown, true);
    window.addEventListener(REFUSED, onRefused);
    window.addEventListener(NOTED, onNoted);
    window.addEventListener("popstate", onNavigate);
    return () => {
      console.warn = warn;
      toasts.disconnect();
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("submit", onSubmit, true);
      document.removeEventListener("keydown", onKeyDown, true);
      window.removeEventListener(REFUSED, onRefused);
      window.removeEventListener(NOTED, onNoted);
      window.removeEventListener("popstate", onNavigate);
    };
  }, [config]);

  useEffect(() => (problems ? markPlaces(problems) : undefined), [problems]);

  useEffect(() => (slot ? () => slot.remove() : undefined), [slot]);

  // Another form opened from the sidebar (Keystatic moves by history.pushState, which fires no
  // event): its problems are not this one's.
  useEffect(() => {
    if (!shown) return;
    const timer = setInterval(() => {
      if (window.location.pathname !== shown.at) setShown(null);
    }, 500);
    return () => clearInterval(timer);
  }, [shown]);

  if (!band) return null;
  const inForm = slot !== null;
  /** A band of the given tint, its title, what it says, and Dismiss. */
  const section = (
    tint: "notice" | "warning" | "info",
    id: string,
    title: React.ReactNode,
    body: React.ReactNode,
  ) => (
    <section
      role={tint === "notice" ? "alert" : "status"}
      aria-labelledby={id}
      style={editorStyles[inForm ? (`${tint}InForm` as const) : tint]}
    >
      <h2 id={id} style={editorStyles[`${tint}Title`]}>
        {title}
      </h2>
      {body}
      <button type="button" style={editorStyles.button} onClick={() => setShown(null)}>
        Dismiss
      </button>
    </section>
  );
  /** A link-like button after a problem's words. */
  const action = (label: string, onClick: () => void) => (
    <>
      {" "}
      <button type="button" style={editorStyles.linkButton} onClick={onClick}>
        {label}
      </button>
    </>
  );
  let notice: React.ReactNode;
  if (band.kind === "refused") {
    const { problems: list } = band;
    notice = section(
      "notice",
      "save-problems-title",
      `Not saved: ${list.length === 1 ? "one field needs" : `${list.length} fields need`} a change`,
      <ul style={editorStyles.noticeList}>
        {list.map((problem, index) => (
          <li key={index} id={`save-problem-${index}`}>
            {problem.where && <strong>{problem.where}: </strong>}
            {problem.message}
            {(problem.item || problem.images) && action("Show the item", () => showPlace(problem))}
            {problem.fix &&
              action(problem.fix.label, () => setField(problem.fix!.field, problem.fix!.value()))}
          </li>
        ))}
      </ul>,
    );
  } else if (band.kind === "noted") {
    notice = section(
      "warning",
      "save-notes-title",
      `Saved. ${band.notes.length === 1 ? "One date has" : `${band.notes.length} dates have`} passed, and the site changes with it:`,
      <ul style={editorStyles.noticeList}>
        {band.notes.map((note, index) => (
          <li key={index}>{note}</li>
        ))}
      </ul>,
    );
  } else {
    notice = section(
      "info",
      "save-restored-title",
      "This form shows changes that were not saved",
      <p style={editorStyles.text}>
        You typed them here earlier (a save that was refused, or a tab closed before Save), and this
        browser kept them; the file does not have them. Save to keep them, or press{" "}
        <strong>Reset</strong> (the clock with an arrow, at the top) to go back to the file as it
        is.
      </p>,
    );
  }
  return slot ? createPortal(notice, slot) : notice;
}
