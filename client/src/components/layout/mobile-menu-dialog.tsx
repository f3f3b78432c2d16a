// The overlay of the mobile menu (SPEC.md "Shared header"), loaded on first open. Radix Dialog
// gives the Escape key, backdrop click, scroll lock and focus trap; focus returns to the menu button.
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, type ReactNode, type RefObject } from "react";
import { Link } from "wouter";
import { MOBILE_BREAKPOINT_PX } from "@shared/constants";
import { paths } from "@/lib/paths";
import { CloseIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { Logo } from "./logo";
import { isActiveLink, publicNavLinks } from "./nav-links";

export interface MobileMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  location: string;
  /** Sign-in dependent buttons: a visitor's calls to action, or the signed-in user's own. */
  accountActions: ReactNode;
  /** The menu button, focused again when the menu closes. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}

export default function MobileMenuDialog({ open, onOpenChange, location, accountActions, returnFocusRef }: MobileMenuDialogProps) {
  // Close when the viewport grows to desktop width.
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onChange = () => {
      if (query.matches) onOpenChange(false);
    };
    onChange();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [open, onOpenChange]);

  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 data-[state=open]:animate-fade-in md:hidden" />
        <Dialog.Content
          className="fixed inset-x-0 top-0 z-50 max-h-[100dvh] overflow-y-auto border-b border-border bg-background pb-6 shadow-xl data-[state=open]:animate-slide-down md:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <div className="container flex h-16 items-center justify-between">
            <Link href={paths.home} onClick={close} className="rounded-md" aria-label="Protea Talent home">
              <Logo />
            </Link>
            <Dialog.Close
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-foreground hover:bg-muted"
              aria-label="Close menu"
            >
              <CloseIcon className="h-6 w-6" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <nav aria-label="Main" className="container">
            <ul className="flex flex-col gap-1 border-t border-border pt-4">
              {publicNavLinks.map((link) => {
                const active = isActiveLink(link.href, location);
                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      onClick={close}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "block rounded-md px-3 py-3 text-lg font-medium",
                        active ? "bg-secondary text-primary" : "text-foreground hover:bg-muted",
                      )}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="container mt-6 flex flex-col gap-3">
            {accountActions}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
