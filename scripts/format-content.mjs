// Writes content/'s YAML and Markdown in the form the editor (Keystatic) saves them
// (keystatic/editor-form.ts), so a marketer's first save changes only what they changed. What the
// pages show does not change: the data read is the same, only its layout is. Run it after adding
// or editing content by hand:
//   npm run format:content                          rewrites the files that differ
//   node scripts/format-content.mjs --check         lists them and fails (part of npm run lint)
import { writeFileSync } from "node:fs";
import { loadProjectModule } from "./project-module.mjs";

const check = process.argv.includes("--check");
let forms;
try {
  const { contentInEditorForm } = await loadProjectModule("./keystatic/editor-form.ts");
  forms = await contentInEditorForm();
} catch (error) {
  // The editor's form comes from its configuration, which reads the content.
  console.error(
    `The content could not be read, so its form is unknown: ${error?.message ?? error}`,
  );
  console.error("npm run content:check names the file and field to fix first.");
  process.exit(2);
}
const differ = forms.filter(({ text, formatted }) => text !== formatted);
for (const { file, formatted } of differ) {
  if (check) console.error(`not in the editor's form: ${file}`);
  else writeFileSync(file, formatted);
}
if (check && differ.length > 0) {
  console.error(`Run npm run format:content to write ${differ.length === 1 ? "it" : "them"}.`);
  process.exitCode = 1;
} else if (!check) {
  console.log(`${differ.length} file${differ.length === 1 ? "" : "s"} rewritten`);
}
