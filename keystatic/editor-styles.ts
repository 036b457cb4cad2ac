import type { CSSProperties } from "react";

/**
 * The few things the editor page draws beside Keystatic (a question, a notice), in the look of
 * Keystatic's own UI: its system font, its blue, its radius. The page has none of the site's CSS.
 */
const font = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const button: CSSProperties = {
  font: `500 14px/20px ${font}`,
  padding: "6px 14px",
  borderRadius: 6,
  border: "1px solid #c9ccd1",
  background: "#fff",
  color: "#1f2328",
  cursor: "pointer",
};

/** A band between the form's header and its fields, in a tint. */
function tinted(background: string, border: string, accent: string): CSSProperties {
  return {
    maxHeight: "40vh",
    overflowY: "auto",
    padding: "16px 32px",
    borderBottom: `1px solid ${border}`,
    borderLeft: `4px solid ${accent}`,
    background,
    font: `14px/20px ${font}`,
    color: "#1f2328",
    overflowWrap: "anywhere",
  };
}

/** The same band, floating under Save when no form is open. */
function floating(background: string, border: string, accent: string): CSSProperties {
  return {
    ...tinted(background, border, accent),
    position: "fixed",
    top: 72,
    right: 24,
    zIndex: 10,
    maxWidth: "min(440px, calc(100vw - 48px))",
    maxHeight: "calc(100vh - 96px)",
    padding: 16,
    borderRadius: 8,
    border: `1px solid ${border}`,
    borderLeft: `4px solid ${accent}`,
    boxShadow: "0 8px 24px rgba(0, 0, 0, 0.12)",
  };
}

export const editorStyles = {
  dialog: {
    maxWidth: 520,
    padding: 24,
    border: "none",
    borderRadius: 10,
    boxShadow: "0 12px 40px rgba(0, 0, 0, 0.25)",
    font: `14px/20px ${font}`,
    color: "#1f2328",
  },
  dialogTitle: { font: `600 18px/24px ${font}`, margin: "0 0 12px" },
  text: { margin: "0 0 20px" },
  actions: { display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: 8 },
  button,
  primaryButton: { ...button, background: "#0b5cd5", borderColor: "#0b5cd5", color: "#fff" },
  page: { font: `14px/20px ${font}`, color: "#1f2328", padding: 32 },
  // A band between the form's header and its fields: always in view, covering nothing; with no
  // form open, under the header at its right, where the Save button is. Red: a refused save.
  noticeInForm: tinted("#fff5f5", "#f3b5b5", "#c9302c"),
  notice: floating("#fff5f5", "#f3b5b5", "#c9302c"),
  linkButton: {
    font: "inherit",
    padding: 0,
    border: "none",
    background: "none",
    color: "#0b5cd5",
    textDecoration: "underline",
    cursor: "pointer",
  },
  noticeTitle: { font: `600 15px/20px ${font}`, margin: "0 0 8px", color: "#a40e26" },
  // A save that went through with something to know (amber), a form's text explained (blue).
  warningInForm: tinted("#fff8e6", "#f0d48a", "#b7791f"),
  warning: floating("#fff8e6", "#f0d48a", "#b7791f"),
  warningTitle: { font: `600 15px/20px ${font}`, margin: "0 0 8px", color: "#7a4b00" },
  infoInForm: tinted("#eef4ff", "#b9cff5", "#0b5cd5"),
  info: floating("#eef4ff", "#b9cff5", "#0b5cd5"),
  infoTitle: { font: `600 15px/20px ${font}`, margin: "0 0 8px", color: "#0b3d91" },
  noticeList: { margin: "0 0 12px", paddingLeft: 18, display: "grid", gap: 6 },
} satisfies Record<string, CSSProperties>;
