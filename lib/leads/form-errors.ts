/** One message per field: the first problem is the one worth fixing first. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type ValidationResult<Field extends string, Data> =
  { success: true; data: Data } | { success: false; errors: FieldErrors<Field> };

export function fieldErrors<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "") as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The field keyboard focus should move to: the first invalid one in reading order. */
export function firstInvalidField<Field extends string>(
  order: readonly Field[],
  errors: FieldErrors<Field>,
): Field | undefined {
  return order.find((field) => errors[field]);
}
