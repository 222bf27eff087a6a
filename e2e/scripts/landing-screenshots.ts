/**
 * Regenerates the landing page's carousel from the running app:
 *
 *   npm start                      # the whole app, e.g. on http://127.0.0.1:8080
 *   npm run screenshots -w e2e -- http://127.0.0.1:8080
 *
 * It signs up a demo user, seeds a demo diary through the public API, drives
 * each screen in Chromium at desktop (1280×800) and phone (390×844) size in
 * the slide's theme, and writes WebP images at the two widths the carousel
 * shows (1× and 2×) into shell/src/assets/screens/. `SHOTS=meals,timeline`
 * retakes only those screens.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { dayBefore, DEMO_MEALS, DEMO_RESTAURANTS, dishPhoto } from './demo-diary';
import { CAROUSEL_SHOTS, SHOT_WIDTHS, shotFileName, type Device } from './carousel-shots';

const OUTPUT_DIR = path.resolve(__dirname, '../../shell/src/assets/screens');
const VIEWPORTS: Record<Device, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
};
/** Where the sandbox's discovery results are. */
const BOISE = { latitude: 43.615, longitude: -116.2023 };
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Demo {
  token: string;
  restaurantId: string;
  mealId: string;
}

async function main(base: string): Promise<void> {
  const demo = await seedDemoDiary(base);
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    const only = process.env.SHOTS?.split(',');
    for (const shot of CAROUSEL_SHOTS.filter(({ screen }) => !only || only.includes(screen))) {
      const png = await capture(browser, base, demo, shot);
      for (const width of SHOT_WIDTHS[shot.device]) {
        const file = path.join(OUTPUT_DIR, shotFileName(shot, width));
        writeFileSync(file, await sharp(png).resize({ width }).webp({ quality: 78 }).toBuffer());
        console.log(`wrote ${path.relative(process.cwd(), file)}`);
      }
    }
  } finally {
    await browser.close();
  }
}

async function capture(
  browser: Browser,
  base: string,
  demo: Demo,
  shot: (typeof CAROUSEL_SHOTS)[number],
): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[shot.device],
    colorScheme: shot.theme,
    geolocation: BOISE,
    permissions: ['geolocation'],
  });
  await context.addInitScript(
    ([token, theme]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('theme', theme);
    },
    [demo.token, shot.theme] as const,
  );
  try {
    const page = await context.newPage();
    await page.goto(`${base}${shot.path(demo)}`);
    await page.locator(shot.ready).first().waitFor({ timeout: 20_000 });
    if (shot.prepare) await shot.prepare(page);
    await settle(page);
    return await page.screenshot();
  } finally {
    await context.close();
  }
}

/** Until images, tiles and fonts have arrived and the carousel-worthy frame is still. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = Array.from(document.images).filter((image) => image.src && !image.complete);
    await Promise.all(
      images.map((image) => new Promise((resolve) => image.addEventListener('load', resolve))),
    );
  });
  await page.waitForTimeout(500);
}

async function api<T>(
  base: string,
  token: string | null,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function upload(base: string, token: string, jpeg: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${base}/api/uploads/proxy`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { fileUrl: string }).fileUrl;
}

async function seedDemoDiary(base: string): Promise<Demo> {
  const token = await api<string>(base, null, 'POST', '/api/auth/signup', {
    email: `demo-${Date.now()}@example.com`,
    fullName: 'Sam Rivera',
    password: 'Demo-diary-2026!',
    newsletter: false,
  });
  const tagIds = new Map<string, string>();
  const tagId = async (name: string) => {
    if (!tagIds.has(name))
      tagIds.set(
        name,
        (await api<{ _id: string }>(base, token, 'POST', '/api/tags', { name }))._id,
      );
    return tagIds.get(name)!;
  };

  const restaurantIds = new Map<string, string>();
  for (const [index, restaurant] of DEMO_RESTAURANTS.entries()) {
    const { palette, tags, ...fields } = restaurant;
    const url = await upload(base, token, await dishPhoto(palette, index), `${fields.name}.jpg`);
    const created = await api<{ _id: string }>(base, token, 'POST', '/api/restaurants', {
      ...fields,
      date: dayBefore(90 - index * 7),
      restaurantImages: [{ url, isPrimary: true, caption: '' }],
    });
    restaurantIds.set(fields.name, created._id);
    for (const tag of tags)
      await api(base, token, 'POST', '/api/restaurant-tags', {
        restaurantId: created._id,
        tagId: await tagId(tag),
      });
  }

  let newestMealId = '';
  for (const [index, meal] of [...DEMO_MEALS].reverse().entries()) {
    const url = await upload(
      base,
      token,
      await dishPhoto(meal.palette, index + 17),
      `${meal.name}.jpg`,
    );
    const created = await api<{ _id: string }>(base, token, 'POST', '/api/meals', {
      name: meal.name,
      restaurantId: restaurantIds.get(meal.restaurant),
      date: dayBefore(meal.daysAgo),
      isThumbsUp: meal.isThumbsUp,
      notes: meal.notes,
      mealImages: [{ url, isPrimary: true, caption: '' }],
    });
    newestMealId = created._id;
    for (const tag of meal.tags)
      await api(base, token, 'POST', '/api/meal-tags', {
        mealId: created._id,
        tagId: await tagId(tag),
      });
  }
  return {
    token,
    restaurantId: restaurantIds.get(DEMO_RESTAURANTS[0]!.name)!,
    mealId: newestMealId,
  };
}

const base = process.argv[2] ?? process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
main(base.replace(/\/$/, '')).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
