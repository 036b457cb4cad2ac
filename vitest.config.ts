import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["{lib,content,components,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
