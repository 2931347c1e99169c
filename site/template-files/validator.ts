// html-validate, loaded when first needed

import { type HtmlChecker, templateHtmlRules } from "./limits";

export let checker: Promise<HtmlChecker> | null = null;

/**
 * html-validate's browser build (no file system) with the template rules. It compiles JSON schemas with
 * `new Function` when loaded, so it cannot start where code generation is forbidden: workerd, or a page whose CSP
 * has no 'unsafe-eval'. There the import fails, and inspectTemplateZip refuses rather than skip the check.
 */
export function htmlValidateChecker(): Promise<HtmlChecker> {
  checker ??= (async () => {
    const { HtmlValidate } = await import("html-validate/browser");
    const validator = new HtmlValidate({ extends: ["html-validate:recommended"], rules: templateHtmlRules });
    return async (path: string, html: string) => {
      const report = await validator.validateString(html, path);
      return report.results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => ({ line: m.line, message: m.message })));
    };
  })();
  checker.catch(() => {
    checker = null;
  });
  return checker;
}
