// The header on every screen: logo, products, pricing, admin (admins only), theme, and sign-in or the avatar menu.
import { Link, NavLink } from "react-router-dom";
import { useUser } from "../../hooks/use-user";
import { ButtonLink } from "../button-link";
import { MobileMenu, ProductsMenu, ThemeSwitcher, UserMenu } from "./lazy-header-parts";
import { Logo } from "./logo";
import { navTriggerClass } from "./menu-styles";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `${navTriggerClass} ${isActive ? "text-indigo-700 dark:text-indigo-300" : ""}`;

export function SiteHeader() {
  const { user, isLoading } = useUser();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70 dark:border-slate-800/80 dark:bg-slate-950/85 dark:supports-[backdrop-filter]:bg-slate-950/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4"
          aria-label="Sitewright home"
        >
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <ProductsMenu />
          <NavLink to="/pricing" className={navLinkClass}>
            Pricing
          </NavLink>
          {user?.role === "admin" ? (
            <NavLink to="/admin" className={navLinkClass}>
              Admin
            </NavLink>
          ) : null}
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <ThemeSwitcher />
          {/* While the first user check runs, hold the space instead of flashing the sign-in buttons. */}
          <div className="hidden items-center gap-2 md:flex" aria-busy={isLoading || undefined}>
            {isLoading ? (
              <span className="block h-9 w-44" />
            ) : user ? (
              <UserMenu user={user} />
            ) : (
              <>
                <ButtonLink to="/login" variant="ghost" size="sm">
                  Log In
                </ButtonLink>
                <ButtonLink to="/signup" variant="primary" size="sm">
                  Get Started
                </ButtonLink>
              </>
            )}
          </div>
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
