import { Link } from "wouter";
import { Dialog } from "radix-ui";
import { XIcon } from "../icons";
import { HEADER_ITEMS } from "../../lib/nav";
import { cn } from "@eb/ui/cn";
import { SiteSearchField } from "../search/site-search-field";

export const MOBILE_MENU_ID = "mobile-menu";
const MOBILE_SEARCH_ID = "mobile-search";

export type MobileDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: string | null;
  /** Where focus goes back to when the drawer closes (the toggle button). */
  returnFocus: () => void;
};

/**
 * The mobile top drawer on radix Dialog (focus trap, Escape, scroll lock, aria wiring).
 * Loaded on demand so the home page does not ship the dialog code.
 */
export default function MobileDrawer({ open, onOpenChange, active, returnFocus }: MobileDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 lg:hidden" />
        <Dialog.Content
          id={MOBILE_MENU_ID}
          aria-describedby={undefined}
          // Escape in the search field belongs to its suggestions first (close the list, then clear the
          // field); the menu closes on Escape only once the field has nothing left to close or clear.
          onEscapeKeyDown={(e) => {
            const target = e.target;
            if (
              target instanceof HTMLInputElement &&
              target.id === MOBILE_SEARCH_ID &&
              (target.getAttribute("aria-expanded") === "true" || target.value !== "")
            ) {
              e.preventDefault();
            }
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
          className="fixed inset-x-0 top-0 z-50 max-h-[100dvh] overflow-y-auto border-b border-slate-800 bg-slate-950 px-4 pb-6 pt-3 shadow-2xl lg:hidden"
        >
          <div className="mb-3 flex h-10 items-center justify-between">
            <Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-200 hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
              aria-label="Close menu"
            >
              <XIcon className="h-6 w-6" />
            </Dialog.Close>
          </div>
          <SiteSearchField id={MOBILE_SEARCH_ID} className="mb-3 flex" popupClassName="left-0 w-full" onNavigate={() => onOpenChange(false)} />
          <nav aria-label="Mobile">
            <ul className="grid gap-1">
              {HEADER_ITEMS.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={() => onOpenChange(false)}
                    aria-current={active === item.href ? "page" : undefined}
                    className={cn(
                      "block rounded-lg px-4 py-3 text-base font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400",
                      active === item.href ? "bg-emerald-500/15 text-emerald-300" : "text-slate-200 hover:bg-slate-800",
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
