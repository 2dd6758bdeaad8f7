/**
 * The marks on a form's fields after a change: each marked field is checked again (its mark goes
 * as soon as it is right, or says what is still wrong), and fields not marked are left alone
 * rather than judged while the traveller is still typing. `found` is the form's check of the
 * values as they are now.
 */
export function recheckMarked<Field extends string, Problem>(marked: Partial<Record<Field, Problem>>, found: Partial<Record<Field, Problem>>): Partial<Record<Field, Problem>> {
  const next: Partial<Record<Field, Problem>> = {}
  for (const field of Object.keys(marked) as Field[]) {
    if (marked[field] !== undefined && found[field] !== undefined) next[field] = found[field]
  }
  return next
}

/** Whether any field is marked. */
export const anyMarked = (marks: Partial<Record<string, unknown>>) => Object.values(marks).some((mark) => mark !== undefined && mark !== null && mark !== '')
