"use client";

import { clsx } from "clsx";
import { Icon } from "@/components/ui/icon";
import { X } from "@/lib/brand/icons";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { ConsentContent } from "@/content/consent";
import { ConsentSettingsRow } from "@/components/consent/consent-settings-row";
import { ConsentSwitch } from "@/components/consent/consent-switch";
import { buttonVariants } from "@/components/ui/island-button-variants";
import {
  OPTIONAL_CATEGORIES,
  type ConsentChoices,
  type OptionalCategory,
} from "@/lib/consent/categories";

type ConsentSettingsDialogProps = {
  content: ConsentContent["settings"];
  /** The stored choice (all off when there is none). */
  initialChoices: ConsentChoices;
  onClose: () => void;
  onRejectAll: () => void;
  onSave: (choices: ConsentChoices) => void;
};

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * The settings view: a modal dialog (focus moves in, Tab stays inside, Escape and the close
 * control return to where it was opened from). Loaded only when it is first opened.
 */
export function ConsentSettingsDialog({
  content,
  initialChoices,
  onClose,
  onRejectAll,
  onSave,
}: ConsentSettingsDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [choices, setChoices] = useState<ConsentChoices>(initialChoices);
  const id = useId();
  const titleId = `${id}-title`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    return () => dialog.close();
  }, []);

  // Native modal dialogs let Tab leave for the browser's own controls; keep it inside.
  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const setCategory = (category: OptionalCategory, value: boolean) =>
    setChoices((current) => ({ ...current, [category]: value }));

  const equalButton = clsx(buttonVariants({ size: "lg" }), "w-full sm:w-auto");

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="fixed inset-0 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl flex-col overflow-hidden rounded-2xl bg-surface p-0 text-ink shadow-lift backdrop:bg-surface-dark/60 open:flex print:hidden short:overflow-y-auto"
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {content.title}
          </h2>
          <p className="mt-1 text-sm leading-6 text-ink-muted">{content.intro}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={content.closeLabel}
          className={clsx(buttonVariants({ variant: "ghost", size: "icon" }), "-mt-1 -mr-2")}
        >
          <Icon icon={X} aria-hidden="true" />
        </button>
      </div>

      <ul className="divide-y divide-line overflow-y-auto px-5 sm:px-6 short:shrink-0 short:overflow-visible">
        <ConsentSettingsRow
          id={`${id}-necessary`}
          name={content.categories.necessary.name}
          description={content.categories.necessary.description}
          note={content.alwaysOn}
        >
          <ConsentSwitch
            id={`${id}-necessary`}
            checked
            disabled
            aria-describedby={`${id}-necessary-note ${id}-necessary-description`}
          />
        </ConsentSettingsRow>
        {OPTIONAL_CATEGORIES.map((category) => (
          <ConsentSettingsRow
            key={category}
            id={`${id}-${category}`}
            name={content.categories[category].name}
            description={content.categories[category].description}
          >
            <ConsentSwitch
              id={`${id}-${category}`}
              checked={choices[category]}
              onCheckedChange={(value) => setCategory(category, value)}
              aria-describedby={`${id}-${category}-description`}
            />
          </ConsentSettingsRow>
        ))}
      </ul>

      <div className="grid gap-3 border-t border-line bg-surface-muted px-5 py-4 sm:flex sm:justify-end sm:px-6">
        <button type="button" onClick={onRejectAll} className={equalButton}>
          {content.rejectAll}
        </button>
        <button type="button" onClick={() => onSave(choices)} className={equalButton}>
          {content.save}
        </button>
      </div>
    </dialog>
  );
}
