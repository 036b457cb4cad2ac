"use client";

import { createContext, useContext, type ReactNode } from "react";

/** The words of the page that shows when a page fails in the browser, in the page's language. */
export type ErrorWords = {
  heading: string;
  text: string;
  retry: string;
  home: string;
  /** The home page in the page's language (`/`, `/fr`...). */
  homePath: string;
};

const englishFallback: ErrorWords = {
  heading: "Unexpected Application Error!",
  text: "Something went wrong.",
  retry: "Try again",
  home: "Return to Home",
  homePath: "/",
};

const ErrorWordsContext = createContext<ErrorWords>(englishFallback);

/**
 * Hands the error boundary (app/[locale]/error.tsx) its words: the root layout, a server
 * component, passes the page's language's, so they travel in that page's payload and no script
 * holds any language's words but English's fallback.
 */
export function ErrorWordsProvider({
  words,
  children,
}: {
  words: ErrorWords;
  children: ReactNode;
}) {
  return <ErrorWordsContext value={words}>{children}</ErrorWordsContext>;
}

export function useErrorWords(): ErrorWords {
  return useContext(ErrorWordsContext);
}
