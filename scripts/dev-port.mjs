// The port a dev server listens on, chosen before it starts, so that every message names the
// address it really has. `next dev` moves to the next port when 3000 is taken, and the guide's,
// the phone preview's and the content check's `:3000` were then wrong.
import { createServer } from "node:net";

/** Whether `port` on `host` is free to listen on now. */
function free(port, host) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/**
 * The `--port`/`-p` given in `args` (kept as given: next dev then says if it is taken), else
 * `PORT`, else the first free port from 3000; and the other arguments.
 */
export async function portToUse(args, host, { from = Number(process.env.PORT) || 3000 } = {}) {
  const at = args.findIndex((arg) => arg === "--port" || arg === "-p");
  if (at !== -1 && args[at + 1]) {
    return { port: args[at + 1], rest: [...args.slice(0, at), ...args.slice(at + 2)] };
  }
  for (let port = from; port < from + 20; port++) {
    if (await free(port, host)) return { port: String(port), rest: args };
  }
  return { port: String(from), rest: args };
}
