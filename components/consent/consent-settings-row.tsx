import type { ReactNode } from "react";

/** One category in the settings view: its name labels the switch, its text describes it. */
export function ConsentSettingsRow({
  id,
  name,
  description,
  note,
  children,
}: {
  id: string;
  name: string;
  description: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="text-sm font-semibold text-ink">
            {name}
          </label>
          {note && (
            <span
              id={`${id}-note`}
              className="rounded-full bg-success-50 px-2 py-0.5 text-xs font-medium text-success-800"
            >
              {note}
            </span>
          )}
        </div>
        <p id={`${id}-description`} className="mt-1 text-sm leading-6 text-ink-muted">
          {description}
        </p>
      </div>
      <div className="pt-0.5">{children}</div>
    </li>
  );
}
