import { describe, expect, it } from "vitest";
import { devServerOptions } from "@/scripts/dev-server.mjs";
import { foreignHostReason } from "@/scripts/local-host.mjs";

describe("foreignHostReason: who the dev server answers", () => {
  it.each(["localhost:3000", "LOCALHOST:3000", "127.0.0.1:3000", "[::1]:3000", "localhost"])(
    "answers %s",
    (host) => {
      expect(foreignHostReason({ host, forwardedHost: undefined })).toBeNull();
    },
  );

  it.each([
    "rebind.evil.example:3000",
    "localhost.evil.example",
    "127.0.0.1.nip.io:3000",
    "localhost.:3000",
    "192.168.1.23:3000",
    "localhost:3000@evil.example",
    "",
  ])("refuses %s, naming it", (host) => {
    expect(foreignHostReason({ host, forwardedHost: undefined })).toBe(
      `a request for the host ${JSON.stringify(host)}, which is not this computer`,
    );
  });

  it("refuses a forwarded host other than the host", () => {
    expect(foreignHostReason({ host: "localhost:3000", forwardedHost: "evil.example" })).toBe(
      'a request forwarded for "evil.example"',
    );
    expect(
      foreignHostReason({ host: "localhost:3000", forwardedHost: "localhost:3000" }),
    ).toBeNull();
  });

  it("answers this computer's network addresses for the phone preview, and no other", () => {
    expect(
      foreignHostReason({ host: "192.168.1.23:3000", forwardedHost: null }, ["192.168.1.23"]),
    ).toBeNull();
    expect(
      foreignHostReason({ host: "192.168.1.24:3000", forwardedHost: null }, ["192.168.1.23"]),
    ).not.toBeNull();
  });
});

describe("devServerOptions: npm run dev's arguments", () => {
  it("reads the address and the port as next dev does", () => {
    expect(devServerOptions(["--hostname", "127.0.0.1"], {})).toEqual({
      hostname: "127.0.0.1",
      port: 3000,
    });
    expect(devServerOptions(["-H", "127.0.0.1", "--port", "4202"], {})).toEqual({
      hostname: "127.0.0.1",
      port: 4202,
    });
    expect(devServerOptions(["--hostname=0.0.0.0", "-p", "5000"], {})).toEqual({
      hostname: "0.0.0.0",
      port: 5000,
    });
    expect(devServerOptions(["--hostname", "127.0.0.1"], { PORT: "4100" }).port).toBe(4100);
  });

  it("says what is wrong with what it cannot read", () => {
    expect(() => devServerOptions(["--port", "3000"], {})).toThrow(
      "Say which address to listen on",
    );
    expect(() => devServerOptions(["--hostname", "127.0.0.1", "--port", "x"], {})).toThrow(
      "--port x is not a port number",
    );
    expect(() => devServerOptions(["--hostname", "127.0.0.1", "--turbo"], {})).toThrow(
      "Unknown option --turbo",
    );
  });
});
