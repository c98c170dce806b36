import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Link, useLocation } from "wouter";
import { activeNavHref, HEADER_ITEMS } from "../../lib/nav";
import { headerVisibleAfterScroll } from "../../lib/header-visibility";
import { SITE_NAME } from "../../lib/site";
import { cn } from "@eb/ui/cn";
import { MobileMenu } from "./mobile-menu";
import { SiteSearchField } from "../search/site-search-field";

function useHeaderVisible(): boolean {
  const [visible, setVisible] = useState(true);
  const last = useRef(0);
  useEffect(() => {
    last.current = window.scrollY;
    const onScroll = () => {
      const previous = last.current;
      const y = window.scrollY;
      const width = window.innerWidth;
      last.current = y;
      setVisible((was) => headerVisibleAfterScroll(previous, y, width, was));
    };
    const onResize = () => {
      const y = last.current;
      const width = window.innerWidth;
      setVisible((was) => headerVisibleAfterScroll(y, y, width, was));
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return visible;
}

export function Logo({ onClick }: { onClick?: (e: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <Link
      href="/"
      onClick={onClick}
      className="flex items-center gap-2 rounded-md text-lg font-extrabold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
    >
      <span aria-hidden className="flex h-8 w-8 items-center justify-center rounded-lg bg-emerald-500 text-sm text-emerald-950">
        EB
      </span>
      {/* Between 1024 and 1279 px the header holds the ten items and the search field only with the mark alone. */}
      <span className="lg:max-xl:hidden">
        Esports<span className="text-emerald-400">BetHub</span>
      </span>
      <span className="sr-only">{SITE_NAME} home</span>
    </Link>
  );
}

export function SiteHeader() {
  const [pathname] = useLocation();
  const active = activeNavHref(pathname);
  const visible = useHeaderVisible();

  const onLogoClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // Spec: on the home route the logo scrolls smoothly to the top instead of navigating.
    if (pathname === "/") {
      e.preventDefault();
      window.scrollTo({ top: 0, behavior: "smooth" });
    }
  };

  return (
    <header
      data-visible={visible}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b border-slate-800 bg-slate-950/90 backdrop-blur transition-transform duration-300",
        !visible && "-translate-y-full",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo onClick={onLogoClick} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_ITEMS.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={active === item.href ? "page" : undefined}
                  className={cn(
                    "rounded-md px-2.5 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 xl:px-3",
                    active === item.href ? "bg-emerald-500/15 text-emerald-300" : "text-slate-300 hover:bg-slate-800 hover:text-white",
                  )}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <SiteSearchField id="site-search" className="hidden w-40 shrink-0 lg:flex xl:w-56" />
        <MobileMenu active={active} />
      </div>
    </header>
  );
}
