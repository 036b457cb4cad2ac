import type { Locator } from "@playwright/test";

/** How many pixels of each colour a locator shows ("rgb(r, g, b)"), read from a screenshot. */
export async function pixelColours(locator: Locator) {
  const png = (await locator.screenshot()).toString("base64");
  const counts = await locator.page().evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d");
    if (!context) return [];
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const counts = new Map<string, number>();
    for (let i = 0; i < pixels.length; i += 4) {
      const key = `rgb(${pixels[i]}, ${pixels[i + 1]}, ${pixels[i + 2]})`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts];
  }, png);
  return new Map(counts);
}
