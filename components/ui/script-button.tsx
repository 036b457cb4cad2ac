import type { ComponentProps } from "react";

/**
 * A button whose action is script (opening the chat, the cookie settings): hidden when the page
 * runs without JavaScript, where it could only look pressable and do nothing.
 */
export function ScriptButton({ className, ...props }: Omit<ComponentProps<"button">, "type">) {
  return <button type="button" className={`${className ?? ""} noscript:hidden`} {...props} />;
}
