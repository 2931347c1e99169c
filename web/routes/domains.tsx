// /domains: free subdomains and custom domains for published sites (placeholder).
import { PagePlaceholder } from "../components/page-placeholder";

export default function Domains() {
  return <PagePlaceholder title="Domains">Connect a free subdomain or your own domain to your published websites. Coming here soon.</PagePlaceholder>;
}
