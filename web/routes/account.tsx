// /account: profile and plan of the signed-in user (placeholder).
import { PagePlaceholder } from "../components/page-placeholder";

export default function Account() {
  return <PagePlaceholder title="Your account">See your profile, your plan and your usage in one place. Coming here soon.</PagePlaceholder>;
}
