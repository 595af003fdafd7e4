// Before a page is audited: reads which scripts its HTML loads, and requests every optimised image it names (its <img>
// sources and image preloads) once. /_next/image transcodes on the first request for a URL and caches the result
// (nginx keeps it for a week in front of that); a cold first request measured the transcoder, not the page a shopper
// gets.

const imageUrls = (html) =>
  [...html.matchAll(/(?:src|srcSet|srcset|imageSrcSet|imagesrcset)="([^"]+)"/g)]
    .flatMap((match) =>
      match[1]
        .replaceAll("&amp;", "&")
        .split(/,\s+/)
        .map((candidate) => candidate.trim().split(/\s+/)[0]),
    )
    .filter((url) => url.startsWith("/_next/image"));

/** The scripts the page's HTML loads itself; what Next prefetches later for links in view is not the page's own. */
const firstLoadScripts = (html) =>
  [...html.matchAll(/<script\b[^>]*>|<link\b[^>]*\sas="script"[^>]*>/g)]
    .map((match) => match[0])
    // The legacy polyfills (`noModule`) are never fetched by a current browser.
    .filter((tag) => !/\snomodule\b/i.test(tag))
    .flatMap((tag) => tag.match(/\s(?:src|href)="([^"]+)"/)?.[1] ?? []);

/** Warms the page's images and returns the paths of the scripts its HTML loads. */
export async function preparePage(origin, path, cookie) {
  const html = await (await fetch(origin + path, { headers: cookie ? { cookie } : {} })).text();
  const urls = [...new Set(imageUrls(html))];
  // The mobile preset's Chrome accepts AVIF and WebP; each format is its own cache entry.
  await Promise.all(
    urls.map(async (url) =>
      (await fetch(origin + url, { headers: { accept: "image/avif,image/webp,*/*" } })).arrayBuffer(),
    ),
  );
  return new Set(firstLoadScripts(html));
}
