/** Word lists the generator draws plausible restaurant names, categories and reviews from. */

export interface Cuisine {
  /** Yelp category alias and title. */
  alias: string;
  title: string;
  /** Words that make a name sound like this cuisine. */
  nameWords: readonly string[];
  /** Kinds of place, the last word of the name. */
  placeWords: readonly string[];
  dishes: readonly string[];
  /** Card colour of its generated photos. */
  colour: string;
  /** Opening hours (HHMM) on a usual day. */
  opens: string;
  closes: string;
}

export const CUISINES: readonly Cuisine[] = [
  {
    alias: 'italian',
    title: 'Italian',
    nameWords: ['Trattoria', 'Nonna', 'Bella', 'Olivo', 'Basilico', 'Piccolo'],
    placeWords: ['Kitchen', 'Osteria', 'Cucina', 'Table'],
    dishes: ['cacio e pepe', 'lasagna', 'tiramisu', 'gnocchi', 'risotto'],
    colour: '#c0392b',
    opens: '1130',
    closes: '2200',
  },
  {
    alias: 'mexican',
    title: 'Mexican',
    nameWords: ['Taqueria', 'El Sol', 'Casa', 'La Palma', 'Agave', 'Mole'],
    placeWords: ['Cantina', 'Cocina', 'Grill', 'Kitchen'],
    dishes: ['al pastor tacos', 'carnitas', 'enchiladas', 'guacamole', 'churros'],
    colour: '#e67e22',
    opens: '1000',
    closes: '2200',
  },
  {
    alias: 'chinese',
    title: 'Chinese',
    nameWords: ['Golden Dragon', 'Jade', 'Lucky Bamboo', 'Red Lantern', 'Dumpling', 'Szechuan'],
    placeWords: ['House', 'Garden', 'Kitchen', 'Palace'],
    dishes: ['soup dumplings', 'mapo tofu', 'kung pao chicken', 'dan dan noodles', 'char siu'],
    colour: '#d35400',
    opens: '1100',
    closes: '2230',
  },
  {
    alias: 'japanese',
    title: 'Japanese',
    nameWords: ['Sakura', 'Koi', 'Umami', 'Kaze', 'Hinoki', 'Ramen'],
    placeWords: ['Izakaya', 'House', 'Bar', 'Kitchen'],
    dishes: ['tonkotsu ramen', 'gyoza', 'katsu curry', 'takoyaki', 'udon'],
    colour: '#8e44ad',
    opens: '1130',
    closes: '2200',
  },
  {
    alias: 'sushi',
    title: 'Sushi Bars',
    nameWords: ['Sushi', 'Maguro', 'Omakase', 'Wasabi', 'Nori', 'Tsuki'],
    placeWords: ['Bar', 'House', 'Counter', 'Ya'],
    dishes: ['omakase', 'spicy tuna roll', 'salmon nigiri', 'uni', 'hand rolls'],
    colour: '#2c3e50',
    opens: '1200',
    closes: '2200',
  },
  {
    alias: 'thai',
    title: 'Thai',
    nameWords: ['Bangkok', 'Lemongrass', 'Thai Orchid', 'Siam', 'Basil', 'Chiang Mai'],
    placeWords: ['Kitchen', 'Cafe', 'House', 'Street Food'],
    dishes: ['pad thai', 'green curry', 'khao soi', 'tom yum', 'mango sticky rice'],
    colour: '#27ae60',
    opens: '1100',
    closes: '2130',
  },
  {
    alias: 'indpak',
    title: 'Indian',
    nameWords: ['Masala', 'Tandoor', 'Saffron', 'Bombay', 'Spice Route', 'Chutney'],
    placeWords: ['House', 'Kitchen', 'Grill', 'Palace'],
    dishes: ['butter chicken', 'lamb vindaloo', 'garlic naan', 'chana masala', 'biryani'],
    colour: '#f39c12',
    opens: '1130',
    closes: '2200',
  },
  {
    alias: 'tradamerican',
    title: 'American (Traditional)',
    nameWords: ['Main Street', 'Liberty', 'Hometown', 'Union', 'Copper', 'Rustic'],
    placeWords: ['Diner', 'Tavern', 'Grill', 'Eatery'],
    dishes: ['meatloaf', 'fried chicken', 'mac and cheese', 'pot roast', 'apple pie'],
    colour: '#7f8c8d',
    opens: '0700',
    closes: '2200',
  },
  {
    alias: 'breakfast_brunch',
    title: 'Breakfast & Brunch',
    nameWords: ['Sunny Side', 'Early Bird', 'Morning Glory', 'Griddle', 'Buttermilk', 'Rise'],
    placeWords: ['Cafe', 'Kitchen', 'Diner', 'Eatery'],
    dishes: [
      'eggs benedict',
      'pancakes',
      'chicken and waffles',
      'french toast',
      'huevos rancheros',
    ],
    colour: '#f1c40f',
    opens: '0700',
    closes: '1500',
  },
  {
    alias: 'cafes',
    title: 'Cafes',
    nameWords: ['Daily Grind', 'Bean', 'Little', 'Corner', 'Steam', 'Maple'],
    placeWords: ['Cafe', 'Coffee House', 'Espresso Bar', 'Roasters'],
    dishes: ['cortado', 'avocado toast', 'almond croissant', 'matcha latte', 'quiche'],
    colour: '#a0522d',
    opens: '0630',
    closes: '1800',
  },
  {
    alias: 'pizza',
    title: 'Pizza',
    nameWords: ['Slice', 'Brick Oven', 'Crust', 'Napoli', 'Pie', 'Mozzarella'],
    placeWords: ['Pizzeria', 'Pizza Co.', 'Pizza Bar', 'Kitchen'],
    dishes: ['margherita pizza', 'pepperoni slice', 'white pie', 'garlic knots', 'calzone'],
    colour: '#e74c3c',
    opens: '1100',
    closes: '2300',
  },
  {
    alias: 'burgers',
    title: 'Burgers',
    nameWords: ['Smash', 'Patty', 'Double Stack', 'Grillhouse', 'Bun', 'Big Bite'],
    placeWords: ['Burgers', 'Burger Bar', 'Joint', 'Shack'],
    dishes: ['smash burger', 'cheese fries', 'milkshake', 'onion rings', 'veggie burger'],
    colour: '#16a085',
    opens: '1100',
    closes: '2300',
  },
];

/** Secondary categories some places also carry. */
export const EXTRA_CATEGORIES = [
  { alias: 'bars', title: 'Bars' },
  { alias: 'cocktailbars', title: 'Cocktail Bars' },
  { alias: 'desserts', title: 'Desserts' },
  { alias: 'vegan', title: 'Vegan' },
  { alias: 'coffee', title: 'Coffee & Tea' },
  { alias: 'seafood', title: 'Seafood' },
] as const;

export const NAME_OPENERS = ['The', 'Old', 'Blue', 'Little', 'Urban', 'Twin', 'Golden', 'Salt &'];

export const REVIEWER_FIRST_NAMES = [
  'Alex',
  'Maria',
  'Sam',
  'Priya',
  'Jordan',
  'Chen',
  'Taylor',
  'Luis',
  'Aisha',
  'Noah',
  'Emma',
  'Kenji',
  'Olivia',
  'Diego',
  'Fatima',
  'Liam',
  'Sofia',
  'Ethan',
  'Mei',
  'Grace',
];

export const REVIEW_OPENERS: Record<number, readonly string[]> = {
  5: ['Absolutely loved it.', 'Best meal I have had in months.', 'An instant favourite.'],
  4: ['Really good spot.', 'Solid choice, will be back.', 'Very enjoyable evening.'],
  3: ['Decent but not memorable.', 'It was fine.', 'Mixed feelings about this one.'],
  2: ['Not great.', 'Expected more.', 'A disappointing visit.'],
  1: ['Would not return.', 'Pretty bad experience.', 'Skip this one.'],
};

export const REVIEW_DETAILS = [
  'The {dish} was the highlight and the staff were friendly.',
  'We shared the {dish}; portions were generous and prices fair.',
  'The {dish} came out quickly, though the room got loud later on.',
  'Go for the {dish} and grab a seat by the window.',
  'Their {dish} is worth the wait on a busy night.',
];
