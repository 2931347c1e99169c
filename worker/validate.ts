// The one validation hook: a failed valibot check answers 400 with the first message and every bad field,
// in the shared error shape (see errors.ts).
import { vValidator } from "@hono/valibot-validator";
import type { ValidationTargets } from "hono";
import * as v from "valibot";
import { apiError } from "./errors";

export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? "";
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

export function validate<T extends v.GenericSchema, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return vValidator(target, schema, (result) => {
    if (!result.success) {
      const first = result.issues[0]?.message ?? "Invalid request";
      throw apiError(400, first, fieldErrors(result.issues));
    }
  });
}
