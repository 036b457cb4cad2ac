import { describe, expect, it, vi } from "vitest";
import {
  basedOnFor,
  draftKey,
  guardedFetch,
  type ConflictChoice,
  type SaveGuardState,
} from "@/keystatic/save-guard";

const ORIGIN = "http://localhost:3000";
const faqId = "1".repeat(40);
const diskId = "2".repeat(40);
const savedId = "3".repeat(40);
const tree = (sha: string) => [{ path: "content/faq.yaml", type: "blob", sha }];
const json = (value: unknown, init?: ResponseInit) =>
  new Response(JSON.stringify(value), {
    ...init,
    headers: { "content-type": "application/json", ...init?.headers },
  });
const saveBody = JSON.stringify({
  additions: [{ path: "content/faq.yaml", contents: "SGk" }],
  deletions: [],
});

/** The API as lib/editor/editor-api.ts answers: 409 while `basedOn` is not the id on disk. */
function fakeApi() {
  const sent: unknown[] = [];
  const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.startsWith(ORIGIN)) return new Response("other");
    if (url.endsWith("/api/keystatic/tree")) return json(tree(faqId));
    if (url.endsWith("/api/keystatic/update")) {
      const body = JSON.parse(String(init?.body)) as { basedOn?: Record<string, string> };
      sent.push(body);
      if (body.basedOn?.["content/faq.yaml"] !== diskId) {
        return new Response("Not saved: content/faq.yaml changed on disk", {
          status: 409,
          headers: { "X-Editor-Current": JSON.stringify({ "content/faq.yaml": diskId }) },
        });
      }
      return json(tree(savedId));
    }
    return new Response("other");
  });
  return { api, sent };
}

function guard(choice: ConflictChoice) {
  const { api, sent } = fakeApi();
  const state: SaveGuardState = { ask: vi.fn(async () => choice) };
  const reload = vi.fn();
  const guarded = guardedFetch(api as typeof fetch, ORIGIN, state, reload);
  const save = () => guarded(`${ORIGIN}/api/keystatic/update`, { method: "POST", body: saveBody });
  return { guarded, save, state, sent, reload };
}

describe("the editor's save guard", () => {
  it("sends the id of each file as the form loaded it, null for a new file", () => {
    const held = new Map([["content/faq.yaml", faqId]]);
    expect(
      basedOnFor(
        {
          additions: [{ path: "content/faq.yaml" }, { path: "content/posts/new.md" }],
          deletions: [],
        },
        held,
      ),
    ).toEqual({ "content/faq.yaml": faqId, "content/posts/new.md": null });
  });

  it("asks before writing over a changed file, and Keep editing sends nothing more", async () => {
    const { guarded, save, state, sent, reload } = guard("cancel");
    await guarded(`${ORIGIN}/api/keystatic/tree`);
    const response = await save();
    expect(state.ask).toHaveBeenCalledWith(
      expect.objectContaining({ files: ["content/faq.yaml"] }),
    );
    expect(response.status).toBe(409);
    expect(sent).toEqual([expect.objectContaining({ basedOn: { "content/faq.yaml": faqId } })]);
    expect(reload).not.toHaveBeenCalled();
  });

  it("saves over the file's version on disk when asked to, then holds the saved ids", async () => {
    const { guarded, save, state, sent } = guard("overwrite");
    await guarded(`${ORIGIN}/api/keystatic/tree`);
    expect((await save()).status).toBe(200);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ basedOn: { "content/faq.yaml": diskId } });
    expect(state.held?.get("content/faq.yaml")).toBe(savedId);
  });

  it("reloads the page when the marketer loads the file's version", async () => {
    const { guarded, save, reload } = guard("reload");
    await guarded(`${ORIGIN}/api/keystatic/tree`);
    await save();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("keeps the form read-only from the moment a save is sent until its answer is in", async () => {
    const { guarded, save, state } = guard("overwrite");
    const events: string[] = [];
    state.lock = () => {
      events.push("locked");
      return () => events.push("unlocked");
    };
    state.ask = vi.fn(async () => {
      events.push("asked");
      return "overwrite" as const;
    });
    await guarded(`${ORIGIN}/api/keystatic/tree`);
    expect(events).toEqual([]);
    await save();
    expect(events).toEqual(["locked", "asked", "unlocked"]);
  });

  it("sends nothing a review refuses, and says why; sends the tidied file otherwise", async () => {
    const { api, sent } = fakeApi();
    const problem = { where: "Blocks, item 1 (FAQ)", message: "a page starts with a Hero" };
    const refused = vi.fn();
    const state: SaveGuardState = {
      review: (path, text) =>
        text.includes("faq first")
          ? { text, problems: [problem] }
          : { text: text.replace("plans: []\n", ""), problems: [] },
      refused,
    };
    const guarded = guardedFetch(api as typeof fetch, ORIGIN, state, vi.fn());
    const body = (text: string) =>
      JSON.stringify({
        additions: [
          { path: "content/faq.yaml", contents: Buffer.from(text).toString("base64url") },
        ],
        deletions: [],
        basedOn: undefined,
      });
    const update = `${ORIGIN}/api/keystatic/update`;
    const response = await guarded(update, { method: "POST", body: body("faq first\n") });
    expect(response.status).toBe(400);
    expect(refused).toHaveBeenCalledWith([problem]);
    expect(sent).toEqual([]);

    await guarded(update, { method: "POST", body: body("title: Ünïcode\nplans: []\n") });
    const [written] = (sent[0] as { additions: { contents: string }[] }).additions;
    expect(Buffer.from(written!.contents, "base64url").toString()).toBe("title: Ünïcode\n");
  });

  it("passes on what the API noted about a save that went through", async () => {
    const noted = vi.fn();
    const note = 'The event "Save your seat" passed on 20 November 2026: ...';
    const api = vi.fn(async () =>
      json(tree(savedId), {
        headers: { "X-Editor-Notes": encodeURIComponent(JSON.stringify([note])) },
      }),
    );
    const guarded = guardedFetch(api as typeof fetch, ORIGIN, { noted }, vi.fn());
    await guarded(`${ORIGIN}/api/keystatic/update`, { method: "POST", body: saveBody });
    expect(noted).toHaveBeenCalledWith([note]);
  });

  it("leaves other requests alone", async () => {
    const { guarded, sent } = guard("cancel");
    expect(await (await guarded(`${ORIGIN}/blog`)).text()).toBe("other");
    expect(await (await guarded("https://example.com/api/keystatic/update")).text()).toBe("other");
    expect(sent).toEqual([]);
  });
});

describe("draftKey", () => {
  it("names the unsaved changes Keystatic keeps for the form at an address", () => {
    expect(draftKey("/keystatic/singleton/faq")).toEqual(["singleton", "faq"]);
    expect(draftKey("/keystatic/collection/posts/item/a%20b")).toEqual([
      "collection",
      "posts",
      "a b",
    ]);
    expect(draftKey("/keystatic")).toBeNull();
    expect(draftKey("/keystatic/collection/posts/create")).toBeNull();
  });
});
