import { describe, expect, it, vi } from "vitest";
import { fillTemplate, mailBody, postForm } from "@/lib/form-submit";

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

describe("fillTemplate", () => {
  it("fills known placeholders and leaves unknown ones visible", () => {
    expect(
      fillTemplate("{subject} ({priority}) {oops}", { subject: "Billing", priority: "High" }),
    ).toBe("Billing (High) {oops}");
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
