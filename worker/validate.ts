// The one validation hook: a failed valibot check answers 400 with the first message and every bad field,
// in the shared error shape (see errors.ts).
import { vValidator } from "@hono/valibot-validator";
import type { ValidationTargets } from "hono";
import type * as v from "valibot";
import { fieldMessages } from "../schema/issues";
import { apiError } from "./errors";

export function validate<T extends v.GenericSchema, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return vValidator(target, schema, (result) => {
    if (!result.success) {
      const first = result.issues[0]?.message ?? "Invalid request";
      throw apiError(400, first, fieldMessages(result.issues));
    }
  });
}
