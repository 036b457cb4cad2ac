"use client";

import { clsx } from "clsx";
import { Icon } from "@/components/ui/icon";
import { MessageCircle, X } from "@/lib/brand/icons";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
} from "react";
import type { ChatHandoffTarget, ChatTexts } from "@/components/chat/chat-types";
import { forcedColorsBoundary } from "@/components/ui/forced-colors";
import { IslandBoundary } from "@/components/ui/island-boundary";
import { CHAT_OPEN_ATTRIBUTE, CHAT_OPEN_PARAM, onOpenChat, openChat } from "@/lib/chat/chat-events";
import { loadable } from "@/components/ui/loadable";
import { sessionStore } from "@/lib/browser/safe-storage";
import { consentBarHeight, subscribeConsentBarHeight } from "@/lib/consent/bar-height";

const ChatPanel = loadable(() =>
  import("@/components/chat/chat-panel").then((module) => module.ChatPanel),
);

const PANEL_ID = "chat-panel";

/**
 * Lifts the button above the cookie bar while it asks (--consent-bar-height, the height the bar
 * publishes, set on the launcher's own elements: lib/consent/bar-height.ts says why). A
 * translate, not a change of `bottom`: the bar appears after the page has painted, and the button
 * glides up with it instead of jumping, which browsers count as a layout shift (CLS).
 */
const ABOVE_CONSENT_BAR = "-translate-y-[var(--consent-bar-height,0px)]";

/** Below `sm` the panel spans the screen's width: what focus moves to next is under it. */
const PANEL_COVERS_PAGE = "(max-width: 39.99rem)";

/**
 * The floating chat button. The panel's code loads the first time the chat opens (or when the
 * pointer or focus reaches the button), so it is not part of the page's first-load JavaScript.
 */
export function ChatLauncher({ texts, handoff }: { texts: ChatTexts; handoff: ChatHandoffTarget }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [failed, setFailed] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const barHeight = useSyncExternalStore(subscribeConsentBarHeight, consentBarHeight, () => 0);
  // The bar's height on each element that sits above it (there is no box around them to carry it).
  const lift =
    barHeight > 0 ? ({ "--consent-bar-height": `${barHeight}px` } as CSSProperties) : undefined;

  const show = useCallback(() => {
    const active = document.activeElement;
    returnFocusRef.current =
      active instanceof HTMLElement && active !== document.body ? active : null;
    setFailed(false);
    setMounted(true);
    setOpen(true);
  }, []);

  const hide = useCallback(() => {
    setOpen(false);
    const target = returnFocusRef.current;
    (target?.isConnected ? target : launcherRef.current)?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    // The panel is not modal: focus may move on to the page. On a phone the panel would hide
    // where it went (WCAG 2.4.11), so it closes, as the mobile menu does, and focus stays put.
    const coversPage = window.matchMedia(PANEL_COVERS_PAGE);
    function onFocusIn(event: FocusEvent) {
      const target = event.target;
      // Only focus that moved: React replays a focus it heard on a part of the page that had not
      // hydrated yet (a copy of the event, untrusted) once that part hydrates, which can be after
      // the chat opened: an early click on the FAQ's "Live Chat" then closed the chat it opened.
      if (!event.isTrusted || !coversPage.matches || !(target instanceof Node)) return;
      if (document.getElementById(PANEL_ID)?.contains(target)) return;
      if (launcherRef.current?.contains(target)) return;
      setOpen(false);
    }
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, [open]);

  useEffect(() => {
    // A link to /?chat=open (the contact page) asks for the chat the way other islands do. The
    // parameter goes once answered, so a reload, a bookmark or a shared link does not reopen it.
    const url = new URL(window.location.href);
    if (url.searchParams.get(CHAT_OPEN_PARAM) === "open") {
      url.searchParams.delete(CHAT_OPEN_PARAM);
      window.history.replaceState(null, "", url);
      openChat();
    }
    // A button drawn with the attribute (the FAQ's "Live Chat") is heard here, on the document:
    // its part of the page may not have hydrated yet when a visitor clicks it.
    function onClick(event: MouseEvent) {
      if (event.target instanceof Element && event.target.closest(`[${CHAT_OPEN_ATTRIBUTE}]`)) {
        openChat();
      }
    }
    document.addEventListener("click", onClick);
    const stopListening = onOpenChat(show);
    return () => {
      document.removeEventListener("click", onClick);
      stopListening();
    };
  }, [show]);

  useEffect(() => {
    // Back (or Forward) to a page the visitor left with the chat open opens it again, as a
    // page kept in the back/forward cache would show it. Only then is the conversation read.
    const [navigation] = performance.getEntriesByType("navigation");
    if ((navigation as PerformanceNavigationTiming | undefined)?.type !== "back_forward") return;
    let current = true;
    void import("@/lib/chat/chat-session")
      .then(({ CHAT_SESSION_KEY, parseConversation }) => {
        if (current && parseConversation(sessionStore.get(CHAT_SESSION_KEY))?.open) show();
      })
      .catch(() => undefined); // the visitor opens it themselves
    return () => {
      current = false;
    };
  }, [show]);

  return (
    <>
      {mounted && (
        <IslandBoundary
          name="chat panel"
          onError={() => {
            // The launcher stays: it says what happened, and the next click mounts a new
            // boundary and downloads again.
            setOpen(false);
            setMounted(false);
            setFailed(true);
          }}
        >
          <ChatPanel
            id={PANEL_ID}
            style={lift}
            open={open}
            onClose={hide}
            texts={texts}
            handoff={handoff}
          />
        </IslandBoundary>
      )}
      <div
        role="status"
        style={lift}
        className={clsx(
          "fixed right-4 bottom-22 z-40 sm:right-6 sm:bottom-24 print:hidden",
          ABOVE_CONSENT_BAR,
        )}
      >
        {failed && (
          <p className="max-w-64 rounded-xl border border-line bg-surface px-4 py-3 text-sm text-ink shadow-lift">
            {texts.loadFailed}
          </p>
        )}
      </div>
      <button
        ref={launcherRef}
        type="button"
        data-island="chat"
        aria-label={open ? texts.closeLabel : texts.launcherLabel}
        aria-expanded={open}
        aria-controls={mounted ? PANEL_ID : undefined}
        style={lift}
        onClick={() => (open ? hide() : show())}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) hide();
        }}
        onPointerEnter={ChatPanel.preload}
        onFocus={ChatPanel.preload}
        className={clsx(
          "fixed right-4 bottom-4 z-40 grid size-14 place-items-center rounded-full text-on-fill shadow-lift transition-transform hover:scale-105 sm:right-6 sm:bottom-6",
          ABOVE_CONSENT_BAR,
          "bg-gradient-to-br from-brand-500 to-brand-deep-700 focus-visible:outline-offset-4",
          forcedColorsBoundary,
          "print:hidden noscript:hidden",
        )}
      >
        {open ? (
          <Icon icon={X} aria-hidden="true" className="size-6" />
        ) : (
          <Icon icon={MessageCircle} aria-hidden="true" className="size-6" />
        )}
      </button>
    </>
  );
}
