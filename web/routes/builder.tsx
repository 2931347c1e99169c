// /builder: the five-step wizard with a live preview (placeholder until the builder lands).
import { PagePlaceholder } from "../components/page-placeholder";

export default function ManualBuilder() {
  return <PagePlaceholder title="Manual Builder">Build your site in five steps (template, style, content, fine-tuning, export) with a live preview beside you. Coming here soon.</PagePlaceholder>;
}
