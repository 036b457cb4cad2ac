import { fields, singleton } from "@keystatic/core";
import { text } from "@/keystatic/singletons/shared";

/** content/forms.yaml: copy every lead form shares. */
export const forms = singleton({
  label: "Form copy",
  path: "content/forms",
  format: { data: "yaml" },
  schema: {
    requiredNote: fields.text({
      label: "Required-field note",
      validation: { pattern: { regex: /\*/, message: "name the * that marks a required field" } },
    }),
    honeypotLabel: text("Hidden spam-trap label"),
  },
});
