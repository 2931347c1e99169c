// /admin and /admin/dashboard: users, payments, websites, templates, analytics, settings (placeholder).
import { PagePlaceholder } from "../components/page-placeholder";

export default function AdminDashboard() {
  return <PagePlaceholder title="Admin Dashboard">Manage users, monitor payments, and view analytics for your AI website generator platform. Coming here soon.</PagePlaceholder>;
}
