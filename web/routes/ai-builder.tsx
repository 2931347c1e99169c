// /ai-builder: describe a site and generate designs (placeholder until generation lands).
import { PagePlaceholder } from "../components/page-placeholder";

export default function AiBuilder() {
  return <PagePlaceholder title="AI Website Builder">Describe your website in a few words, or answer a few guided questions, and get finished designs in seconds. Coming here soon.</PagePlaceholder>;
}
