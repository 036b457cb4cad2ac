"use client";

import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import { useEffect, useState } from "react";
import { createConfig } from "@/keystatic/config";
import type { EditorData } from "@/keystatic/editor-data";
import { editorStyles } from "@/keystatic/editor-styles";
import { BlockedSaveNotice } from "@/keystatic/blocked-save-notice";
import { SaveConflictDialog, useConflictQuestion } from "@/keystatic/save-conflict-dialog";
import { watchLinkButtonNames } from "@/keystatic/link-button-name";
import { installSaveGuard } from "@/keystatic/save-guard";

// Config<any, any>, as makePage takes it: Keystatic's own props type widens the entries' keys.
type EditorConfig = Config<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The build's rules, asked of the editor's API once per page load (lib/editor-api.ts `rules`).
 * The layout does not import them: a content file it read would be reloaded by `next dev` on
 * each save, handing Keystatic a new configuration, and every save would recompile the editor.
 */
let configOnce: Promise<EditorConfig> | undefined;
function loadConfig(): Promise<EditorConfig> {
  configOnce ??= fetch("/api/keystatic/rules", { headers: { "no-cors": "1" } }).then(
    async (response) => {
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
      return createConfig((await response.json()) as EditorData);
    },
  );
  return configOnce;
}

/** Keystatic's admin UI (what @keystatic/next's makePage renders), with saves guarded. */
export function Editor() {
  const [config, setConfig] = useState<EditorConfig | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const conflict = useConflictQuestion();
  useEffect(() => installSaveGuard(conflict.ask), [conflict.ask]);
  useEffect(() => watchLinkButtonNames(document.body), []);
  useEffect(() => {
    let live = true;
    loadConfig().then(
      (loaded) => live && setConfig(loaded),
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
  if (!config) return <p style={editorStyles.page}>Opening the editor…</p>;
  return (
    <>
      <Keystatic config={config} />
      <SaveConflictDialog pending={conflict.pending} />
      <BlockedSaveNotice config={config} />
      {/* The list items the notice names (keystatic/blocked-save-notice.tsx). */}
      <style>{`[data-save-problem] { outline: 2px solid #c9302c; outline-offset: -2px; }`}</style>
    </>
  );
}
