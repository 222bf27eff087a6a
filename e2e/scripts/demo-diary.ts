import sharp from 'sharp';

/**
 * A small, believable diary for the landing page's screenshots: restaurants
 * around Boise (where the sandbox's discovery results are), each with a
 * photo, tags, and a few months of meals with thumbs, notes and photos.
 */

interface DemoRestaurant {
  name: string;
  cuisine: string;
  address: string;
  lat: number;
  long: number;
  isThumbsUp: boolean | null;
  tags: string[];
  notes: string;
  palette: Palette;
}

interface DemoMeal {
  name: string;
  restaurant: string;
  daysAgo: number;
  isThumbsUp: boolean | null;
  tags: string[];
  notes: string;
  palette: Palette;
}

/** Colours of a drawn dish: the table, the food's main colour and its garnish. */
interface Palette {
  table: string;
  food: string;
  garnish: string;
}

const WARM_WOOD = '#8a5a3b';
const DARK_WOOD = '#4a3326';
const SLATE = '#3b4248';

export const DEMO_RESTAURANTS: readonly DemoRestaurant[] = [
  {
    name: 'Fork & Fennel',
    cuisine: 'Italian',
    address: '199 N 8th St, Boise, ID 83702',
    lat: 43.6168,
    long: -116.2036,
    isThumbsUp: true,
    tags: ['date night', 'pasta'],
    notes: 'Ask for the window table. The **cacio e pepe** is the reason to come.',
    palette: { table: WARM_WOOD, food: '#f2d16b', garnish: '#2f7d32' },
  },
  {
    name: 'Ramen Nomad',
    cuisine: 'Japanese',
    address: '1020 W Main St, Boise, ID 83702',
    lat: 43.6152,
    long: -116.2061,
    isThumbsUp: true,
    tags: ['ramen', 'spicy'],
    notes: 'Spicy miso with an extra egg. Queue moves fast.',
    palette: { table: DARK_WOOD, food: '#e0a458', garnish: '#c0392b' },
  },
  {
    name: 'Taqueria La Lupita',
    cuisine: 'Mexican',
    address: '315 S Capitol Blvd, Boise, ID 83702',
    lat: 43.6131,
    long: -116.2012,
    isThumbsUp: true,
    tags: ['tacos', 'cheap eats'],
    notes: 'Al pastor straight off the trompo. Cash preferred.',
    palette: { table: '#b5651d', food: '#c0392b', garnish: '#7cb342' },
  },
  {
    name: 'The Grain Bowl',
    cuisine: 'American',
    address: '405 S 8th St, Boise, ID 83702',
    lat: 43.6119,
    long: -116.2049,
    isThumbsUp: false,
    tags: ['lunch'],
    notes: 'Portions shrank since spring; dressing is too sweet.',
    palette: { table: SLATE, food: '#8bc34a', garnish: '#ff7043' },
  },
  {
    name: 'Saffron House',
    cuisine: 'Indian',
    address: '2300 W Fairview Ave, Boise, ID 83702',
    lat: 43.6189,
    long: -116.2227,
    isThumbsUp: true,
    tags: ['spicy', 'date night'],
    notes: 'Lamb rogan josh, garlic naan, mango lassi.',
    palette: { table: WARM_WOOD, food: '#e67e22', garnish: '#43a047' },
  },
  {
    name: 'Morning Crane Café',
    cuisine: 'Breakfast & Brunch',
    address: '1111 W Jefferson St, Boise, ID 83702',
    lat: 43.6178,
    long: -116.2042,
    isThumbsUp: null,
    tags: ['brunch', 'coffee'],
    notes: 'Try the cardamom bun next time.',
    palette: { table: '#c8a27a', food: '#f5deb3', garnish: '#8d6e63' },
  },
];

export const DEMO_MEALS: readonly DemoMeal[] = [
  {
    name: 'Cacio e pepe',
    restaurant: 'Fork & Fennel',
    daysAgo: 2,
    isThumbsUp: true,
    tags: ['pasta'],
    notes: 'Peppery, glossy, perfect. *Order again.*',
    palette: { table: WARM_WOOD, food: '#f2d16b', garnish: '#fafafa' },
  },
  {
    name: 'Spicy miso ramen',
    restaurant: 'Ramen Nomad',
    daysAgo: 5,
    isThumbsUp: true,
    tags: ['ramen', 'spicy'],
    notes: 'Level 3 heat is plenty. Extra egg.',
    palette: { table: DARK_WOOD, food: '#e0a458', garnish: '#c0392b' },
  },
  {
    name: 'Al pastor tacos',
    restaurant: 'Taqueria La Lupita',
    daysAgo: 9,
    isThumbsUp: true,
    tags: ['tacos'],
    notes: 'Three is the right number.',
    palette: { table: '#b5651d', food: '#c0392b', garnish: '#7cb342' },
  },
  {
    name: 'Harvest grain bowl',
    restaurant: 'The Grain Bowl',
    daysAgo: 14,
    isThumbsUp: false,
    tags: ['lunch'],
    notes: 'Too sweet, soggy kale.',
    palette: { table: SLATE, food: '#8bc34a', garnish: '#ff7043' },
  },
  {
    name: 'Lamb rogan josh',
    restaurant: 'Saffron House',
    daysAgo: 18,
    isThumbsUp: true,
    tags: ['spicy'],
    notes: 'Tender, deep, warming.',
    palette: { table: WARM_WOOD, food: '#a0522d', garnish: '#43a047' },
  },
  {
    name: 'Cardamom bun',
    restaurant: 'Morning Crane Café',
    daysAgo: 23,
    isThumbsUp: null,
    tags: ['brunch'],
    notes: '',
    palette: { table: '#c8a27a', food: '#d2a05a', garnish: '#6d4c41' },
  },
  {
    name: 'Tonkotsu ramen',
    restaurant: 'Ramen Nomad',
    daysAgo: 31,
    isThumbsUp: true,
    tags: ['ramen'],
    notes: 'Richer than the miso; ask for firm noodles.',
    palette: { table: DARK_WOOD, food: '#f5e6c8', garnish: '#558b2f' },
  },
  {
    name: 'Burrata & peaches',
    restaurant: 'Fork & Fennel',
    daysAgo: 38,
    isThumbsUp: true,
    tags: ['date night'],
    notes: 'Seasonal. Gone by September.',
    palette: { table: WARM_WOOD, food: '#fafafa', garnish: '#ffb74d' },
  },
  {
    name: 'Garlic naan',
    restaurant: 'Saffron House',
    daysAgo: 46,
    isThumbsUp: true,
    tags: [],
    notes: '',
    palette: { table: WARM_WOOD, food: '#e8c07d', garnish: '#2e7d32' },
  },
  {
    name: 'Carnitas burrito',
    restaurant: 'Taqueria La Lupita',
    daysAgo: 53,
    isThumbsUp: false,
    tags: ['cheap eats'],
    notes: 'Dry. Stick to the tacos.',
    palette: { table: '#b5651d', food: '#d7a86e', garnish: '#388e3c' },
  },
  {
    name: 'Flat white',
    restaurant: 'Morning Crane Café',
    daysAgo: 60,
    isThumbsUp: true,
    tags: ['coffee'],
    notes: 'Oat milk, no sugar.',
    palette: { table: '#c8a27a', food: '#c49a6c', garnish: '#fafafa' },
  },
  {
    name: 'Pappardelle ragù',
    restaurant: 'Fork & Fennel',
    daysAgo: 72,
    isThumbsUp: true,
    tags: ['pasta'],
    notes: 'Slow Sunday ragù, worth the wait.',
    palette: { table: WARM_WOOD, food: '#b5432a', garnish: '#f2d16b' },
  },
];

/** A plate seen from above on a table, in the dish's colours: a stand-in photo (JPEG). */
export async function dishPhoto({ table, food, garnish }: Palette, seed: number): Promise<Buffer> {
  const width = 1200;
  const height = 900;
  const dots = Array.from({ length: 9 }, (_, i) => {
    const angle = (i / 9) * Math.PI * 2 + seed;
    const radius = 90 + ((i * 37 + seed * 11) % 70);
    const x = 600 + Math.cos(angle) * radius;
    const y = 450 + Math.sin(angle) * radius;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${14 + (i % 3) * 6}" fill="${garnish}" opacity="0.9"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <radialGradient id="light" cx="35%" cy="25%" r="90%">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.35"/>
    </radialGradient>
    <radialGradient id="food" cx="45%" cy="40%" r="60%">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${food}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="${table}"/>
  ${Array.from({ length: 12 }, (_, i) => `<rect x="0" y="${i * 75}" width="100%" height="2" fill="#000" opacity="0.08"/>`).join('')}
  <rect width="100%" height="100%" fill="url(#light)"/>
  <ellipse cx="612" cy="470" rx="330" ry="330" fill="#000" opacity="0.25"/>
  <circle cx="600" cy="450" r="330" fill="#f7f4ef"/>
  <circle cx="600" cy="450" r="260" fill="#ece7df"/>
  <circle cx="600" cy="450" r="210" fill="${food}"/>
  <circle cx="600" cy="450" r="210" fill="url(#food)"/>
  ${dots}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** `daysAgo` days before today, as the diary's YYYY-MM-DD. */
export function dayBefore(daysAgo: number, today = new Date()): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysAgo);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
