import { describe, expect, it, vi } from "vitest";
import { deliverForm, mailBody, postForm } from "@/lib/form-submit";

describe("postForm", () => {
  it("POSTs the payload as JSON and reports success", async () => {
    const fetchImpl = vi.fn(async () => new Response("{}", { status: 200 }));
    await expect(postForm("https://forms.example/x", { a: 1 }, fetchImpl)).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith("https://forms.example/x", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: '{"a":1}',
    });
  });

  it("reports failure on an error status", async () => {
    const fetchImpl = vi.fn(async () => new Response("nope", { status: 500 }));
    await expect(postForm("https://forms.example/x", {}, fetchImpl)).resolves.toBe(false);
  });

  it("reports failure when the network fails, without throwing", async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(postForm("https://forms.example/x", {}, fetchImpl)).resolves.toBe(false);
  });
});

describe("mailBody", () => {
  it("lists the fields, then the long text", () => {
    expect(
      mailBody(
        [
          ["Name", "Ada"],
          ["Email", "ada@example.com"],
        ],
        { label: "Message", value: "Line 1\nLine 2" },
      ),
    ).toBe("Name: Ada\nEmail: ada@example.com\n\nMessage:\nLine 1\nLine 2");
  });
});

describe("deliverForm", () => {
  it("POSTs to the endpoint when one is configured and never opens mail", async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    const openUrl = vi.fn();
    await expect(
      deliverForm(
        {
          endpoint: "https://forms.example/x",
          payload: { form: "contact" },
          mailHref: "mailto:a@b.co",
        },
        { fetchImpl, openUrl },
      ),
    ).resolves.toEqual({ via: "endpoint", ok: true });
    expect(openUrl).not.toHaveBeenCalled();
  });

  it("reports a failed POST", async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 502 }));
    await expect(
      deliverForm(
        { endpoint: "https://forms.example/x", payload: {}, mailHref: "mailto:a@b.co" },
        { fetchImpl, openUrl: vi.fn() },
      ),
    ).resolves.toEqual({ via: "endpoint", ok: false });
  });

  it("opens the prefilled e-mail without an endpoint", async () => {
    const fetchImpl = vi.fn();
    const openUrl = vi.fn();
    await expect(
      deliverForm(
        { endpoint: null, payload: {}, mailHref: "mailto:a@b.co?subject=Hi" },
        { fetchImpl, openUrl },
      ),
    ).resolves.toEqual({ via: "mail", href: "mailto:a@b.co?subject=Hi" });
    expect(openUrl).toHaveBeenCalledWith("mailto:a@b.co?subject=Hi");
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
