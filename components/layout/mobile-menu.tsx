"use client";

import { Icon } from "@/components/ui/icon";
import { Menu, X } from "@/lib/icons";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import type { SectionId } from "@/content/navigation";
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";
import { ExternalLink } from "@/components/layout/external-link";
import { SectionLink } from "@/components/layout/section-link";

type MobileMenuProps = {
  items: { label: string; section: SectionId }[];
  loginUrl: string;
};

export function MobileMenu({ items, loginUrl }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

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
    <div className="md:hidden print:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
        className={clsx(buttonVariants({ variant: "ghost", size: "icon" }), "-mr-2")}
      >
        {open ? <Icon icon={X} aria-hidden="true" /> : <Icon icon={Menu} aria-hidden="true" />}
      </button>
      {/* Dims the page below the open menu; a tap on it closes the menu (Escape does by keyboard). */}
      <div
        aria-hidden="true"
        hidden={!open}
        onClick={close}
        className="absolute inset-x-0 top-16 h-[calc(100dvh-4rem)] bg-slate-950/30"
      />
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-line bg-white px-4 pt-2 pb-6 shadow-lift"
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
        <div className="mt-4 grid gap-3 border-t border-line pt-4">
          <ExternalLink
            href={loginUrl}
            onClick={close}
            className={clsx(buttonVariants({ variant: "outline", size: "lg" }), "w-full")}
          >
            Login to App
          </ExternalLink>
          <SectionLink
            section="pricing"
            onNavigate={close}
            className={clsx(buttonVariants({ size: "lg" }), "w-full")}
          >
            Try for Free
          </SectionLink>
        </div>
      </nav>
    </div>
  );
}
