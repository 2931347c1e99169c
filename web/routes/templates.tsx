// /templates: the searchable template catalogue (placeholder).
import { PagePlaceholder } from "../components/page-placeholder";

export default function Templates() {
  return <PagePlaceholder title="Templates">Browse free and premium templates by category and start from the one you like. Coming here soon.</PagePlaceholder>;
}
