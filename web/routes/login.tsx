// /login: email and password sign-in (placeholder).
import { PagePlaceholder } from "../components/page-placeholder";

export default function Login() {
  return <PagePlaceholder title="Log in">Sign in with your email and password to get back to your websites. Coming here soon.</PagePlaceholder>;
}
