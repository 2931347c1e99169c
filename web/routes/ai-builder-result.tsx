// /ai-builder-result: preview, save, publish, download and share a generated site (placeholder).
import { PagePlaceholder } from "../components/page-placeholder";

export default function AiBuilderResult() {
  return <PagePlaceholder title="Your Generated Website">Preview the design the AI made for you, then save, publish, download or share it. Coming here soon.</PagePlaceholder>;
}
