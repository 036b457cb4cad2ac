"use client";

import { Icon } from "@/components/ui/icon";
import { Menu, X } from "@/lib/brand/icons";
import { useSitePathname } from "@/components/i18n/use-site-pathname";
import { useEffect, useId, useRef, useState } from "react";
import type { ReactNode } from "react";
import type { SectionId } from "@/content/navigation";
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/island-button-variants";
import { NewTabLink } from "@/components/layout/new-tab-link";
import { SectionLink } from "@/components/layout/section-link";

type MobileMenuProps = {
  items: { label: string; section: SectionId }[];
  /** The header's menus as groups of links and the language list, prerendered by the header
   *  (their words and links travel as HTML, not as script); a followed link closes the menu. */
  children: ReactNode;
  loginUrl: string;
  labels: {
    navLabel: string;
    open: string;
    close: string;
    login: string;
    trial: string;
    newTab: string;
  };
};

export function MobileMenu({ items, children, loginUrl, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = useSitePathname();

  // Close whenever the route changes (adjusting state during render, not in an effect).
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div
      className="xl:hidden print:hidden"
      // Tab past the menu's last link closes it, so focus never lands on the page it covers
      // (WCAG 2.4.11). A click outside closes it through the dimmed area below.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) close();
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((value) => !value)}
        // Without JavaScript it could not open: hidden, and the footer carries every link.
        className={clsx(
          buttonVariants({ variant: "ghost", size: "icon" }),
          "-mr-2 noscript:hidden",
        )}
      >
        {open ? <Icon icon={X} aria-hidden="true" /> : <Icon icon={Menu} aria-hidden="true" />}
      </button>
      {/* Dims the page below the open menu; a tap on it closes the menu (Escape does by keyboard). */}
      <div
        aria-hidden="true"
        hidden={!open}
        onClick={close}
        className="absolute inset-x-0 top-16 h-[calc(100dvh-4rem)] bg-surface-dark/30"
      />
      <nav
        id={panelId}
        aria-label={labels.navLabel}
        hidden={!open}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest("a")) close();
        }}
        // Scrolls within the screen below the header (a phone held sideways, 400 % zoom).
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-b border-line bg-surface px-4 pt-2 pb-6 shadow-lift"
      >
        <ul className="flex flex-col">
          {items.map((item) => (
            <li key={item.section}>
              <SectionLink
                section={item.section}
                onNavigate={close}
                className="block rounded-md px-3 py-3 text-base font-medium text-ink hover:bg-surface-sunken"
              >
                {item.label}
              </SectionLink>
            </li>
          ))}
        </ul>
        {children}
        <div className="mt-4 grid gap-3 border-t border-line pt-4">
          <NewTabLink
            href={loginUrl}
            newTab={labels.newTab}
            onClick={close}
            className={clsx(buttonVariants({ variant: "outline", size: "lg" }), "w-full")}
          >
            {labels.login}
          </NewTabLink>
          <SectionLink
            section="pricing"
            onNavigate={close}
            className={clsx(buttonVariants({ size: "lg" }), "w-full")}
          >
            {labels.trial}
          </SectionLink>
        </div>
      </nav>
    </div>
  );
}
