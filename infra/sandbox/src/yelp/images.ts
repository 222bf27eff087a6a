import type { SandboxBusiness } from '../dataset/types';

/**
 * A generated photo of a business: an SVG food card in the cuisine's colour
 * with a plate and the business name. Cheap to make, looks like a photo slot.
 */
export function foodCardSvg(business: SandboxBusiness, index: number): string {
  const hue = (index * 37) % 60;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${business.colour}"/><stop offset="1" stop-color="hsl(${hue},40%,20%)"/>
</linearGradient></defs>
<rect width="600" height="400" fill="url(#g)"/>
<circle cx="300" cy="180" r="${110 - index * 10}" fill="#fafafa" opacity="0.92"/>
<circle cx="300" cy="180" r="${70 - index * 8}" fill="${business.colour}" opacity="0.55"/>
<text x="300" y="350" font-family="sans-serif" font-size="30" fill="#fff" text-anchor="middle">${escapeXml(business.name)}</text>
</svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
