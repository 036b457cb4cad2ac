import { clsx } from "clsx";
import { Icon } from "@/components/ui/icon";
import { ChevronDown } from "@/lib/brand/icons";
import { controlClass } from "@/components/forms/field-styles";
import type { ControlProps } from "@/components/forms/form-field";

/** A native select styled like the text inputs; it starts on the first option. */
export function SelectControl({
  control,
  options,
}: {
  control: ControlProps;
  options: readonly [string, ...string[]];
}) {
  return (
    <div className="relative">
      <select
        {...control}
        defaultValue={options[0]}
        className={clsx(controlClass, "appearance-none pr-10")}
      >
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
      <Icon
        icon={ChevronDown}
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-subtle"
      />
    </div>
  );
}
