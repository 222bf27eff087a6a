/** The sections under the screenshots: loaded with BelowTheFold, not with the first paint. */
export type Step = { title: string; description: string };

export const STEPS: readonly Step[] = [
  {
    title: 'Create your free account',
    description: 'Sign up with your email in under a minute. Your diary is private to you.',
  },
  {
    title: 'Log restaurants and meals',
    description: 'Add the places you visit and the dishes you eat, with photos, tags and notes.',
  },
  {
    title: 'Rate, revisit and discover',
    description: 'Look back by date or place, see what you loved, and find new spots nearby.',
  },
];

export type Testimonial = { quote: string; name: string; role: string };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I used to forget the name of that perfect ramen place within a week. Now I open my diary and it is right there, with a photo of the bowl.',
    name: 'Maya Chen',
    role: 'Food blogger, Portland',
  },
  {
    quote:
      'The thumbs ratings are genius. When we go back somewhere I know exactly which dishes to order and which ones to skip.',
    name: 'Daniel Okafor',
    role: 'Software engineer, Chicago',
  },
  {
    quote:
      'I travel for work every few months. Finding restaurants nearby and saving the good ones has made every new city feel familiar.',
    name: 'Sofia Reyes',
    role: 'Travel nurse, San Diego',
  },
];

export type Publication = { name: string; style: 'serif' | 'sans' | 'italic' | 'caps' | 'mono' };

/** Invented publication names for the "as featured in" strip. */
export const PUBLICATIONS: readonly Publication[] = [
  { name: 'The Daily Plate', style: 'serif' },
  { name: 'Gourmet Weekly', style: 'caps' },
  { name: 'Fork & Fable', style: 'italic' },
  { name: 'Urban Appetite', style: 'sans' },
  { name: 'Kitchen Chronicle', style: 'serif' },
  { name: 'Epicure Today', style: 'caps' },
  { name: 'The Menu Review', style: 'italic' },
  { name: 'Bistro Bulletin', style: 'mono' },
  { name: 'Plated Post', style: 'sans' },
  { name: 'Table Talk Journal', style: 'serif' },
];
