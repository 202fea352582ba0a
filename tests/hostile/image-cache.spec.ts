import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test, waitForServiceWorkerControl } from '../e2e/fixtures.ts';

// The worker's image cache against CDNs that answer errors, or do not allow CORS
// (sw/imageCache.ts): nothing that cannot be checked is kept for 30 days.
test.use({ serviceWorkers: 'allow' });

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';

/** Another CDN, with no CORS at all: its answers reach the worker opaque. */
async function startCdnWithoutCors(): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=86400' });
    res.end(SVG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Shows an <img> of `src` and waits until it loaded or failed. */
function showImage(page: Page, src: string) {
  return page.evaluate(
    (src) =>
      new Promise<'load' | 'error'>((resolve) => {
        const image = new Image();
        image.onload = () => resolve('load');
        image.onerror = () => resolve('error');
        image.src = src;
        document.body.append(image);
      }),
    src,
  );
}

/** What each image cache holds for `url`: the status of the stored answer, or null. */
function cachedIn(page: Page, url: string) {
  return page.evaluate(async (url) => {
    const status = async (name: string) => {
      if (!(await caches.has(name))) return null;
      const hit = await (await caches.open(name)).match(url, { ignoreVary: true });
      return hit ? hit.status : null;
    };
    return { images: await status('images'), opaque: await status('images-opaque') };
  }, url);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/m/home');
  await waitForServiceWorkerControl(page);
});

test("another origin's image from a CDN that allows CORS is kept with its status, for 30 days", async ({
  page,
  server,
}) => {
  // The same backend under another host name is another origin to the page.
  const logo = `http://127.0.0.1:${server.port}/cdn/DEMOVN/logo.svg`;
  expect(await showImage(page, logo)).toBe('load');
  await expect.poll(() => cachedIn(page, logo)).toEqual({ images: 200, opaque: null });
});

test("another origin's missing image is never kept, and a good one after it is", async ({
  page,
  server,
}) => {
  const cdn = `http://127.0.0.1:${server.port}/cdn/DEMOVN`;
  expect(await showImage(page, `${cdn}/banner-99.svg`)).toBe('error');
  expect(await showImage(page, `${cdn}/banner-1.svg`)).toBe('load');
  await expect
    .poll(() => cachedIn(page, `${cdn}/banner-1.svg`))
    .toEqual({
      images: 200,
      opaque: null,
    });
  expect(await cachedIn(page, `${cdn}/banner-99.svg`)).toEqual({ images: null, opaque: null });
});

test('an image from a CDN without CORS is kept only in the short-lived cache', async ({ page }) => {
  const cdn = await startCdnWithoutCors();
  try {
    const image = `${cdn.url}/banner.svg`;
    expect(await showImage(page, image)).toBe('load');
    await expect.poll(() => cachedIn(page, image)).toEqual({ images: null, opaque: 0 });
  } finally {
    await new Promise((resolve) => cdn.server.close(resolve));
  }
});
