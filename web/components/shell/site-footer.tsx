// The footer on every screen: where to go next, the legal pages, and the copyright with the current year.
import { Link } from "react-router-dom";
import { useUser } from "../../hooks/use-user";
import { Logo } from "./logo";

/** The Plans column: a visitor is offered an account; a signed-in user their own account and billing. */
const planLinks = {
  visitor: [
    { to: "/pricing", label: "Pricing" },
    { to: "/signup", label: "Create an account" },
    { to: "/login", label: "Log in" },
  ],
  member: [
    { to: "/pricing", label: "Pricing" },
    { to: "/account", label: "Your account" },
    { to: "/account/billing", label: "Billing" },
  ],
} as const;

const columns = (signedIn: boolean) => [
  {
    heading: "Product",
    links: [
      { to: "/ai-builder", label: "AI Website Builder" },
      { to: "/builder", label: "Visual Builder" },
      { to: "/templates", label: "Templates" },
      { to: "/domains", label: "Domains" },
    ],
  },
  { heading: "Plans", links: signedIn ? planLinks.member : planLinks.visitor },
  {
    heading: "Legal",
    links: [
      { to: "/terms", label: "Terms of Service" },
      { to: "/privacy", label: "Privacy Policy" },
    ],
  },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  const { user } = useUser();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] lg:px-8">
        <div className="max-w-xs">
          <Link to="/" className="inline-block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4" aria-label="Sitewright home">
            <Logo />
          </Link>
          <p className="mt-4 text-sm leading-6 text-slate-600 dark:text-slate-400">
            Describe a website in plain words and publish it in minutes. Open source and yours to host.
          </p>
        </div>
        {columns(user !== null).map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{column.heading}</h2>
            <ul className="mt-4 grid gap-3">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded text-sm text-slate-600 hover:text-slate-900 hover:underline dark:text-slate-400 dark:hover:text-white"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8 dark:text-slate-400">
          <p>© {year} Sitewright. All rights reserved.</p>
          <p>Pay by card or M-Pesa.</p>
        </div>
      </div>
    </footer>
  );
}
