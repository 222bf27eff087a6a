/** The hero's four highlights: above the fold, so in the landing page's first chunk. */
export type Highlight = {
  title: string;
  description: string;
  icon: 'log' | 'rating' | 'history' | 'photo';
};

export const HIGHLIGHTS: readonly Highlight[] = [
  {
    icon: 'log',
    title: 'Effortless meal logging',
    description:
      'Capture a dish in seconds: name, date, a few tags and a note, right from the table.',
  },
  {
    icon: 'rating',
    title: 'Personalized ratings',
    description:
      'A simple thumbs up or down tells future you what to order again, and what to skip.',
  },
  {
    icon: 'history',
    title: 'History by date and place',
    description:
      'Every meal is organised by when and where you ate it, so the memories are easy to find.',
  },
  {
    icon: 'photo',
    title: 'Photos of every plate',
    description:
      'Keep the photos of your favourite dishes and restaurants together with your notes.',
  },
];
