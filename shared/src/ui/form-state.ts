/** A form's field errors by field key ('cardName', 'contacts.0.email'); a blank text marks a field without saying why. */
export type FormErrors = Readonly<Record<string, string | undefined>>;

/** The errors left after the user changed `fields` (their errors go away as they type). */
export function withoutErrors(errors: FormErrors, fields: readonly string[]): FormErrors {
  if (!fields.some((f) => f in errors)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([k]) => !fields.includes(k)));
}

/** Whether the values differ from the last saved ones (plain data: compared as JSON). */
export function isDirty(values: unknown, saved: unknown): boolean {
  return JSON.stringify(values) !== JSON.stringify(saved);
}

export const hasErrors = (errors: FormErrors) => Object.values(errors).some((e) => e !== undefined);
