/**
 * The text of a request's or response's body, or null once it is longer than `limit` bytes: a
 * declared length over it is refused before a byte is read, and a body without one (or one that
 * says less than it sends) is cut as it arrives. Shared by the editor's API (a save) and the status
 * page's monitor (an answer), so neither reads more than it means to.
 */
export async function boundedText(
  message: Request | Response,
  limit: number,
): Promise<string | null> {
  if (Number(message.headers.get("content-length") ?? 0) > limit) {
    await message.body?.cancel();
    return null;
  }
  const reader = message.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
