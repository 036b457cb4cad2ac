import { describe, expect, it, vi } from "vitest";
import { deliverForm, mailBody, postLead } from "@/lib/leads/form-submit";
import { formTarget } from "@/lib/leads/lead-delivery";

describe("postLead", () => {
  const encoded = { contentType: "application/json", body: '{"a":1}' };

  it("POSTs the encoded body and reports success on a 2xx", async () => {
    const fetchImpl = vi.fn(async () => new Response("{}", { status: 200 }));
    await expect(postLead("https://forms.example/x", encoded, fetchImpl)).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith("https://forms.example/x", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: '{"a":1}',
      signal: expect.any(AbortSignal),
    });
  });

  it("reports failure on any status outside 2xx", async () => {
    for (const status of [302, 400, 500]) {
      const fetchImpl = vi.fn(async () => new Response(null, { status }));
      await expect(postLead("https://forms.example/x", encoded, fetchImpl)).resolves.toBe(false);
    }
  });

  it("reports failure when the network fails, without throwing", async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(postLead("https://forms.example/x", encoded, fetchImpl)).resolves.toBe(false);
  });

  it("reports failure when the endpoint does not answer in time", async () => {
    vi.useFakeTimers();
    try {
      // A fetch that only ends when it is aborted, as a hanging endpoint's does.
      const fetchImpl = vi.fn(
        (_url: string | URL | Request, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener("abort", () =>
              reject(new DOMException("", "AbortError")),
            );
          }),
      );
      const sent = postLead("https://forms.example/x", encoded, fetchImpl, 1000);
      await vi.advanceTimersByTimeAsync(999);
      expect(vi.getTimerCount()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(sent).resolves.toBe(false);
    } finally {
      vi.useRealTimers();
    }
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
  const endpoint = formTarget({
    provider: "urlencoded",
    endpoint: "https://forms.example/x",
    origin: "https://site.example",
    formName: "contact",
    mailTo: "a@b.co",
  });
  const mail = formTarget({
    provider: "json",
    endpoint: undefined,
    origin: "https://site.example",
    formName: "contact",
    mailTo: "a@b.co",
  });

  it("POSTs the provider's encoding to its URL and never opens mail", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    const openUrl = vi.fn();
    await expect(
      deliverForm(
        {
          target: endpoint,
          formName: "contact",
          fields: { email: "a@b.co" },
          mailHref: "mailto:a@b.co",
        },
        { fetchImpl, openUrl },
      ),
    ).resolves.toEqual({ via: "endpoint", ok: true });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe("https://forms.example/x");
    expect(init?.body).toBe("form=contact&email=a%40b.co");
    expect(openUrl).not.toHaveBeenCalled();
  });

  it("reports a failed POST", async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 502 }));
    await expect(
      deliverForm(
        { target: endpoint, formName: "contact", fields: {}, mailHref: "mailto:a@b.co" },
        { fetchImpl, openUrl: vi.fn() },
      ),
    ).resolves.toEqual({ via: "endpoint", ok: false });
  });

  it("opens the prefilled e-mail without an endpoint", async () => {
    const fetchImpl = vi.fn();
    const openUrl = vi.fn();
    await expect(
      deliverForm(
        { target: mail, formName: "contact", fields: {}, mailHref: "mailto:a@b.co?subject=Hi" },
        { fetchImpl, openUrl },
      ),
    ).resolves.toEqual({ via: "mail", href: "mailto:a@b.co?subject=Hi" });
    expect(openUrl).toHaveBeenCalledWith("mailto:a@b.co?subject=Hi");
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
