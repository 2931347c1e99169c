// Uploaded catalogue templates as files (docs/template-format.md): whether a ZIP an administrator uploads is an
// acceptable template, and the user's details filled into its placeholders at download time. Pure: bytes in,
// answers out, no I/O. Runs in the browser, Node and workerd: Web APIs and fflate only.
//
// One concern per file: the limits and shapes (limits.ts), the words for the administrator (words.ts), the ZIP's
// central directory read by hand (zip.ts) and inflating never past a declared size (inflate.ts), paths
// (paths.ts), HTML read just enough (html.ts), placeholders (placeholders.ts), references and the https rule
// (references.ts), html-validate loaded when first needed (validator.ts), the inspection that runs them in order
// (inspect.ts), and loose files packed into a ZIP (loose.ts).

export { templateUploadLimits, ratioFloorBytes, uploadExtensions, templateFileTypes, type TemplateFile, placeholderFields, type PlaceholderField, type TemplateInspection, type HtmlChecker, templateHtmlRules } from "./limits";
export { inflateExactly, crc32 } from "./inflate";
export { fillPlaceholders } from "./placeholders";
export { type InspectOptions, inspectTemplateZip } from "./inspect";
export { packLooseFiles } from "./loose";
export { htmlValidateChecker } from "./validator";
