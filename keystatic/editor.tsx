"use client";

import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import { useEffect, useState } from "react";
import { createConfig } from "@/keystatic/config";
import type { EditorData } from "@/keystatic/editor-data";
import { editorStyles } from "@/keystatic/editor-styles";
import { BlockedSaveNotice, tellRefusedSave, tellSaveNotes } from "@/keystatic/blocked-save-notice";
import { SaveConflictDialog, useConflictQuestion } from "@/keystatic/save-conflict-dialog";
import { watchImageButtons } from "@/keystatic/image-buttons";
import { steadyKeyboardReorder } from "@/keystatic/keyboard-reorder";
import { watchLinkButtonNames } from "@/keystatic/link-button-name";
import { installSaveGuard, type Review } from "@/keystatic/save-guard";
import { saveRuleProblems, tidyPage } from "@/keystatic/save-rules";

// Config<any, any>, as makePage takes it: Keystatic's own props type widens the entries' keys.
type EditorConfig = Config<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The build's rules, asked of the editor's API once per page load (lib/editor/editor-api.ts `rules`).
 * The layout does not import them: a content file it read would be reloaded by `next dev` on
 * each save, handing Keystatic a new configuration, and every save would recompile the editor.
 */
type Loaded = { config: EditorConfig; review: Review };
let configOnce: Promise<Loaded> | undefined;
function loadConfig(): Promise<Loaded> {
  configOnce ??= fetch("/api/keystatic/rules", { headers: { "no-cors": "1" } }).then(
    async (response) => {
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
      const data = (await response.json()) as EditorData;
      // What a save writes, checked against the rules that span fields (keystatic/save-rules.ts).
      const review: Review = (path, text) => ({
        text: tidyPage(path, text, data.blocks),
        problems: saveRuleProblems(path, text, data.blocks),
      });
      return { config: createConfig(data), review };
    },
  );
  return configOnce;
}

/** Keystatic's admin UI (what @keystatic/next's makePage renders), with saves guarded. */
export function Editor() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const conflict = useConflictQuestion();
  const review = loaded?.review;
  useEffect(
    () =>
      installSaveGuard(conflict.ask, {
        review,
        refused: tellRefusedSave,
        noted: tellSaveNotes,
      }),
    [conflict.ask, review],
  );
  useEffect(() => watchLinkButtonNames(document.body), []);
  useEffect(() => steadyKeyboardReorder(document), []);
  useEffect(() => watchImageButtons(document.body), []);
  useEffect(() => {
    let live = true;
    loadConfig().then(
      (result) => live && setLoaded(result),
      (error: unknown) =>
        live && setFailure(String(error instanceof Error ? error.message : error)),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failure) {
    return (
      <div role="alert" style={editorStyles.page}>
        <h1 style={editorStyles.dialogTitle}>The editor could not start</h1>
        <p style={editorStyles.text}>
          It could not read the site&apos;s rules. The terminal running <code>npm run dev</code>{" "}
          says why; reload this page once it is fixed.
        </p>
      </div>
    );
  }
  if (!loaded) return <p style={editorStyles.page}>Opening the editor…</p>;
  const { config } = loaded;
  return (
    <>
      <Keystatic config={config} />
      <SaveConflictDialog pending={conflict.pending} />
      <BlockedSaveNotice config={config} />
      {/* The list items the notice names (keystatic/blocked-save-notice.tsx), and the name shown
      beside an image's details button (keystatic/image-buttons.ts). */}
      <style>{`[data-save-problem] { outline: 2px solid #c9302c; outline-offset: -2px; }
[data-save-problem-text]::after { content: attr(data-save-problem-text); align-self: center; margin-inline: auto 12px; padding-inline-start: 12px; color: #a40e26; font: 500 13px/18px system-ui, sans-serif; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 45%; }
[data-editor-label] { width: auto !important; padding-inline: 8px !important; gap: 6px; white-space: nowrap; }
[data-editor-label]::after { content: attr(data-editor-label) !important; position: static !important; inset: auto; border: 0; box-shadow: none; background: none; opacity: 1; font: 500 14px/20px system-ui, sans-serif; }`}</style>
    </>
  );
}
