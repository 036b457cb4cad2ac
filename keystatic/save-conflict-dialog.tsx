"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { AskAboutConflict, Conflict, ConflictChoice } from "@/keystatic/save-guard";
import { editorStyles } from "@/keystatic/editor-styles";

type Pending = Conflict & { answer: (choice: ConflictChoice) => void };

/** The question a save over a changed file asks (keystatic/save-guard.ts), and its answer. */
export function useConflictQuestion(): { ask: AskAboutConflict; pending: Pending | null } {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback<AskAboutConflict>(
    (conflict) =>
      new Promise((resolve) =>
        setPending({
          ...conflict,
          answer: (choice) => {
            setPending(null);
            resolve(choice);
          },
        }),
      ),
    [],
  );
  return { ask, pending };
}

/**
 * Asks before a save replaces a file that changed on disk since the form loaded it: load that
 * version (the form's unsaved changes are dropped), save the form over it, or keep editing.
 */
export function SaveConflictDialog({ pending }: { pending: Pending | null }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (pending && !dialog.current?.open) dialog.current?.showModal();
    if (!pending && dialog.current?.open) dialog.current.close();
  }, [pending]);
  const files = pending?.files.join(", ") ?? "";
  return (
    <dialog
      ref={dialog}
      aria-labelledby="save-conflict-title"
      aria-describedby="save-conflict-text"
      style={editorStyles.dialog}
      // Escape keeps editing, as the third button does.
      onCancel={() => pending?.answer("cancel")}
    >
      <h2 id="save-conflict-title" style={editorStyles.dialogTitle}>
        This file changed since you opened it
      </h2>
      <p id="save-conflict-text" style={editorStyles.text}>
        <code>{files}</code> was changed outside this form after the form loaded it: in another tab,
        in a text editor or by git. Nothing was saved yet. Saving now would replace that version
        with what this form shows.
      </p>
      <div style={editorStyles.actions}>
        <button type="button" style={editorStyles.button} onClick={() => pending?.answer("cancel")}>
          Keep editing
        </button>
        <button type="button" style={editorStyles.button} onClick={() => pending?.answer("reload")}>
          Load the file&apos;s version
        </button>
        <button
          type="button"
          style={editorStyles.primaryButton}
          onClick={() => pending?.answer("overwrite")}
        >
          Save mine over it
        </button>
      </div>
    </dialog>
  );
}
