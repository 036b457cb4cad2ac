import { Icon } from "@/components/ui/icon";
import { CircleAlert } from "@/lib/icons";
import type { ReactNode } from "react";
import { labelClass } from "@/components/forms/field-styles";

export type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FormFieldProps = {
  /** Unique per form instance (from useId), so two forms on a page never share ids. */
  idPrefix: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** Visually hides the label when the layout names the field another way (still announced). */
  hideLabel?: boolean;
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
  hideLabel,
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
      </label>
      <div className={hideLabel ? undefined : "mt-2"}>
        {children({
          id,
          name,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
        })}
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-2 text-sm text-ink-subtle">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-rose-700">
          <Icon icon={CircleAlert} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
