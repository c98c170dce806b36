import { useEffect, useRef, useState, type ComponentType } from "react";
import { MenuIcon, XIcon } from "../icons";
import type { MobileDrawerProps } from "./mobile-drawer";

/** Spec 9: after the menu closes, page scrolling and pointer interaction are restored after 100 ms. */
export const MENU_CLEANUP_MS = 100;
const MOBILE_MENU_ID = "mobile-menu";

function restorePageInteraction() {
  document.body.style.removeProperty("pointer-events");
  document.body.style.removeProperty("overflow");
  document.documentElement.style.removeProperty("overflow");
}

let drawerModule: Promise<ComponentType<MobileDrawerProps>> | null = null;
const loadDrawer = () => (drawerModule ??= import("./mobile-drawer").then((m) => m.default));

/** Toggle for the mobile top drawer (viewports up to 1023px); the drawer code loads on first intent. */
export function MobileMenu({ active }: { active: string | null }) {
  const [open, setOpen] = useState(false);
  const [Drawer, setDrawer] = useState<ComponentType<MobileDrawerProps> | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    const timer = setTimeout(restorePageInteraction, MENU_CLEANUP_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const prepare = () => {
    void loadDrawer().then((C) => setDrawer(() => C));
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-label={open ? "Close menu" : "Open menu"}
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        aria-haspopup="dialog"
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={() => {
          prepare();
          setOpen((o) => !o);
        }}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-200 hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 lg:hidden"
      >
        {open ? <XIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
      </button>
      {Drawer && <Drawer open={open} onOpenChange={setOpen} active={active} returnFocus={() => toggle.current?.focus()} />}
    </>
  );
}
