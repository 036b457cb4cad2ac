import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ErrorPage from "@/app/[locale]/error";
import { ErrorWordsProvider, useErrorWords } from "@/components/layout/error-words";
import { interfaceLabels, interfaceLabelsIn } from "@/content/interface-labels";
import { escapeHtml } from "@/lib/text/escape-html";
import { localePath, locales } from "@/lib/i18n/locales";

const error = Object.assign(new Error("Cannot read properties of undefined"), { digest: "1" });

describe("the page a reader sees when a page fails in the browser", () => {
  it("is in the page's language, with the way home in it", () => {
    for (const locale of locales) {
      const words = { ...interfaceLabelsIn(locale).errorPage, homePath: localePath(locale, "/") };
      const html = renderToStaticMarkup(
        <ErrorWordsProvider words={words}>
          <ErrorPage error={error} retry={() => {}} />
        </ErrorWordsProvider>,
      );
      for (const text of [words.heading, words.text, words.retry, words.home]) {
        expect(html, `${locale}: ${text}`).toContain(escapeHtml(text));
      }
      expect(html).toContain(`href="${words.homePath}"`);
      // The script's own message is English and technical: never shown to the reader.
      expect(html).not.toContain(error.message);
    }
  });

  it("falls back on the English words of content, should no layout hand it any", () => {
    let fallback: ReturnType<typeof useErrorWords> | undefined;
    function Probe() {
      fallback = useErrorWords();
      return null;
    }
    renderToStaticMarkup(<Probe />);
    expect(fallback).toEqual({ ...interfaceLabels.errorPage, homePath: "/" });
  });
});
