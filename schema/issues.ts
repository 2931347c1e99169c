// Valibot issues as the API and the forms show them: one message per field, keyed by its dotted path.
import * as v from "valibot";

export function fieldMessages(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? "";
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
