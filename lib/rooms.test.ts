import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// lib/ is pure logic in rooms by domain; a room's README.md says in one line what it holds.
const entries = readdirSync("lib", { withFileTypes: true });
const rooms = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);

describe("lib/", () => {
  it("keeps every file in a room", () => {
    const loose = entries.filter((entry) => entry.isFile()).map((entry) => `lib/${entry.name}`);
    expect(loose, "move each into the room of its domain, or a new room with a README.md").toEqual([
      "lib/rooms.test.ts",
    ]);
  });

  it("says in one line what each room holds", () => {
    for (const room of rooms) {
      const file = path.join("lib", room, "README.md");
      const lines = readFileSync(file, "utf8").trim().split("\n");
      expect(lines, file).toHaveLength(1);
    }
  });
});
