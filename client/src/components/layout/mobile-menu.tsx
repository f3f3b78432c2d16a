// The menu button shown below 768px. The overlay itself (Radix Dialog and its focus and scroll
// handling) is a separate chunk fetched on first open, keeping it out of the first page load.
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { MenuIcon } from "@/components/ui/icons";

const MobileMenuDialog = lazy(() => import("./mobile-menu-dialog"));

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  location: string;
  /** Sign-in dependent buttons: a visitor's calls to action, or the signed-in user's own. */
  accountActions: ReactNode;
}

export function MobileMenu({ open, onOpenChange, location, accountActions }: MobileMenuProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Once loaded, the dialog stays mounted so its closing animation and focus return can run.
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => onOpenChange(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label="Open menu"
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-foreground hover:bg-muted md:hidden"
      >
        <MenuIcon className="h-6 w-6" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuDialog
            open={open}
            onOpenChange={onOpenChange}
            location={location}
            accountActions={accountActions}
            returnFocusRef={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}
