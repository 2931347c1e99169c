// /signup (?plan=basic|premium): choose a plan and create an account (placeholder).
import { PagePlaceholder } from "../components/page-placeholder";

export default function Signup() {
  return <PagePlaceholder title="Create an account">Pick a plan and create your free account to save, publish and share your websites. Coming here soon.</PagePlaceholder>;
}
