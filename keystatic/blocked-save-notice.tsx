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

/** The row of the list item a problem is in, as the open form draws it. */
function rowOf(problem: BlockedSaveProblem): HTMLElement | undefined {
  if (!problem.item) return undefined;
  const { list, index } = problem.item;
  const grid = [...document.querySelectorAll("#keystatic-main-panel form [role=grid]")].find(
    (element) => element.getAttribute("aria-label") === list,
  );
  return grid?.querySelectorAll<HTMLElement>("[role=row]")[index];
}

/** Outlines the list items that hold a problem, each described by its line in the notice. */
function markItems(problems: BlockedSaveProblem[]): () => void {
  const marked: Element[] = [];
  problems.forEach((problem, index) => {
    const row = rowOf(problem);
    if (!row || row.hasAttribute(MARK)) return;
    row.setAttribute(MARK, "");
    row.setAttribute("aria-describedby", `save-problem-${index}`);
    marked.push(row);
  });
  return () => {
    for (const row of marked) {
      row.removeAttribute(MARK);
      row.removeAttribute("aria-describedby");
    }
  };
}

/** Brings a problem's list item into view and to the keyboard. */
function showRow(problem: BlockedSaveProblem) {
  const row = rowOf(problem);
  row?.scrollIntoView({ block: "center" });
  row?.focus();
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

/**
 * Says at the top of the form why Keystatic refused a save (keystatic/blocked-save.ts), with a
 * way to each list item that holds a problem, and marks those items, until the next Save or
 * another form.
 */
export function BlockedSaveNotice({ config }: { config: Schemas }) {
  const [refused, setRefused] = useState<{
    problems: BlockedSaveProblem[];
    at: string;
    slot: HTMLElement | null;
  } | null>(null);
  const problems = refused?.problems ?? null;
  const slot = refused?.slot ?? null;

  useEffect(() => {
    // Keystatic checks a form when a save is asked for (Save, Enter in a field, Ctrl/Cmd+S),
    // before its first await, so its warning arrives within that event. An item's panel checks
    // itself on Add or Done with the same warning and shows its own messages: not a refused save.
    let saving = false;
    const onSaveAsked = () => {
      saving = true;
      setTimeout(() => {
        saving = false;
      });
      // The notice goes; if the form is refused again, it comes back.
      setRefused(null);
    };
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      const schema = formSchema(config, window.location.pathname);
      const found = saving && schema && blockedSaveProblems(args[0], schema);
      if (found) {
        setRefused({ problems: found, at: window.location.pathname, slot: slotAtTopOfForm() });
      }
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
    const onNavigate = () => setRefused(null);
    document.addEventListener("click", onClick, true);
    document.addEventListener("submit", onSubmit, true);
    document.addEventListener("keydown", onKeyDown, true);
    window.addEventListener("popstate", onNavigate);
    return () => {
      console.warn = warn;
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("submit", onSubmit, true);
      document.removeEventListener("keydown", onKeyDown, true);
      window.removeEventListener("popstate", onNavigate);
    };
  }, [config]);

  useEffect(() => (problems ? markItems(problems) : undefined), [problems]);

  useEffect(() => (slot ? () => slot.remove() : undefined), [slot]);

  // Another form opened from the sidebar (Keystatic moves by history.pushState, which fires no
  // event): its problems are not this one's.
  useEffect(() => {
    if (!refused) return;
    const timer = setInterval(() => {
      if (window.location.pathname !== refused.at) setRefused(null);
    }, 500);
    return () => clearInterval(timer);
  }, [refused]);

  if (!problems) return null;
  const notice = (
    <section
      role="alert"
      aria-labelledby="save-problems-title"
      style={slot ? editorStyles.noticeInForm : editorStyles.notice}
    >
      <h2 id="save-problems-title" style={editorStyles.noticeTitle}>
        Not saved: {problems.length === 1 ? "one field needs" : `${problems.length} fields need`} a
        change
      </h2>
      <ul style={editorStyles.noticeList}>
        {problems.map((problem, index) => (
          <li key={index} id={`save-problem-${index}`}>
            {problem.where && <strong>{problem.where}: </strong>}
            {problem.message}
            {problem.item && (
              <>
                {" "}
                <button
                  type="button"
                  style={editorStyles.linkButton}
                  onClick={() => showRow(problem)}
                >
                  Show the item
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      <button type="button" style={editorStyles.button} onClick={() => setRefused(null)}>
        Dismiss
      </button>
    </section>
  );
  return slot ? createPortal(notice, slot) : notice;
}
