import { clsx } from "clsx";
import { Icon } from "@/components/ui/icon";
import { CircleAlert } from "@/lib/brand/icons";
import type { ReactNode } from "react";
import { labelClass } from "@/components/forms/field-styles";
import { RequiredMark } from "@/components/forms/lead-form-parts";
import { showToast, type ToastKind } from "@/lib/browser/toast";

export type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  required: boolean | undefined;
};

type FormFieldProps = {
  /** Unique per form instance (from useId), so two forms on a page never share ids. */
  idPrefix: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** Marks the label and sets `required`, so the browser checks it even without script. */
  required?: boolean;
  /** Visually hides the label when the layout names the field another way (still announced). */
  hideLabel?: boolean;
  /**
   * Speaks the error as it appears (`role="alert"`). For a form of one field, where the error is
   * all there is to say; the contact form announces a count of fields to fix instead.
   */
  announceError?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A label, a control and its inline error, tied together for assistive technology. */
export function FormField({
  idPrefix,
  name,
  label,
  error,
  hint,
  required,
  hideLabel,
  announceError,
  className,
  children,
}: FormFieldProps) {
  const id = `${idPrefix}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      <div className={hideLabel ? undefined : "mt-2"}>
        {children({
          id,
          name,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
          required: required || undefined,
        })}
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-2 text-sm text-ink-subtle">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          role={announceError ? "alert" : undefined}
          className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger-700"
        >
          <Icon icon={CircleAlert} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

/** What a form tells the visitor after a submit: a toast, or a FormNotice without one. */
export type Notice = { kind: ToastKind; message: string };

/**
 * What a form's toast would have said, in the form itself: shown when the form's code or the
 * toaster's could not be downloaded. A failure reads like a field's error and is announced at
 * once; anything else politely.
 */
export function FormNotice({ kind, message, className }: Notice & { className?: string }) {
  const failure = kind === "error";
  return (
    <p
      role={failure ? "alert" : "status"}
      className={clsx(
        // A toast's words can echo what was typed (a first name of 80 letters): they wrap.
        "flex items-start gap-1.5 text-sm font-medium wrap-anywhere",
        failure ? "text-danger-700" : "text-ink-muted",
        className,
      )}
    >
      {failure && <Icon icon={CircleAlert} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
      {message}
    </p>
  );
}

/**
 * A form's submit after validation: runs `send`, then shows the toast it returns. If the send's
 * code could not be downloaded (the connection dropped), nothing was sent and it shows `failed`;
 * without the toaster's code either, the form says the same words with a FormNotice.
 */
export async function sendAndTell(
  send: () => Promise<Notice | undefined>,
  failed: Notice,
  setNotice: (notice: Notice | undefined) => void,
) {
  setNotice(undefined);
  const outcome = await send().catch((error: unknown) => {
    console.error(error);
    return failed;
  });
  if (outcome) showToast(outcome.kind, outcome.message).catch(() => setNotice(outcome));
}
