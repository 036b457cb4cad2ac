// Shared by the form islands; plain strings so no class-merging library reaches the client.
export const controlClass =
  "block w-full rounded-lg border border-line-strong bg-surface px-3.5 py-2.5 text-base text-ink shadow-sm transition-colors placeholder:text-ink-subtle hover:border-ink-faint aria-invalid:border-danger-600 aria-invalid:bg-danger-50/40 sm:text-sm";

export const labelClass = "block text-sm font-semibold text-ink";
